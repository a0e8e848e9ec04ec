// Never shown: unknown addresses get app/global-not-found.tsx and no page calls notFound(). But Next
// sends the root's not-found view inside every page's payload, and without this file that is its
// own default, 1.2 KB with inline styles.
export { default } from "./(site)/not-found";
