/**
 * A photo under public/images/ is served web-sized, without its camera's metadata, from
 * /media/ (app/media/[...path]/route.ts): `/images/projects/x.jpg` -> `/media/projects/x.jpg`.
 * proxy.ts sends a request for the original there, so an upload's full size and its location
 * and camera are never served.
 */
export const rasterImage = /^\/images\/.+\.(png|jpe?g|webp)$/i;
export const webImagePath = (src: string) => src.replace(/^\/images\//, "/media/");
export const originalImagePath = (media: string) => media.replace(/^\/media\//, "/images/");
