/** A page's address: its file's name under content/pages/, the home page's at the root. */
export const pagePathOf = <F extends string>(file: F) =>
  (file === "home" ? "/" : `/${file}`) as F extends "home" ? "/" : `/${F}`;
