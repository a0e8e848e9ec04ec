// Font files imported for their URL (components/site-shell.tsx).
declare module "*.woff2" {
  const file: string | { src: string };
  export default file;
}
