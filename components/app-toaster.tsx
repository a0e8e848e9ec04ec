"use client";

import { Toaster } from "react-hot-toast";

/** The one toast area of the site: top-centre, light, 5 s. Forms may place a toast elsewhere. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 88 }}
      toastOptions={{
        duration: 5000,
        style: { background: "#ffffff", color: "#16161d", fontSize: "0.95rem", maxWidth: "26rem" },
      }}
    />
  );
}
