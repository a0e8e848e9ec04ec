"use client";

import { toastQueue } from "@keystar/ui/toast";
import { makePage } from "@keystatic/next/ui/app";
import { useEffect } from "react";
import config from "@/keystatic.config";

const Editor = makePage(config);

/**
 * The editor's whole interface, rendered in the browser. Keystatic confirms a new entry but says
 * nothing when a save of an existing one succeeds: this shows "Saved" in its own toast area once
 * a write to the files has been answered with 200. (Local mode; in GitHub mode the commit itself
 * is the confirmation.)
 */
export function KeystaticApp() {
  useEffect(() => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[])
        if (new URL(entry.name).pathname === "/api/keystatic/update" && entry.responseStatus === 200)
          toastQueue.positive("Saved", { timeout: 5000 });
    });
    observer.observe({ type: "resource" });
    return () => observer.disconnect();
  }, []);
  return <Editor />;
}
