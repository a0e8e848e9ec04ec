// A photo under public/images/ is served web-sized, without its camera's metadata, from /media/
// (app/media/[...path]/route.ts); proxy.ts sends requests for the original there, never served.
export const rasterImage = /^\/images\/.+\.(png|jpe?g|webp)$/i;
export const webImagePath = (src: string) => src.replace(/^\/images\//, "/media/");
export const originalImagePath = (media: string) => media.replace(/^\/media\//, "/images/");
