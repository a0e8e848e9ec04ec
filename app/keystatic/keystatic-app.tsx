"use client";

import { toastQueue } from "@keystar/ui/toast";
import { makePage } from "@keystatic/next/ui/app";
import { useEffect } from "react";
import config from "@/keystatic.config";

const Editor = makePage(config);

// Keystatic says nothing when a save of an existing entry succeeds: this shows "Saved" once a
// write is answered with 200 (local mode; in GitHub mode the commit is the confirmation).
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
