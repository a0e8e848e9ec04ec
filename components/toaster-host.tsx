"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { toastRequestedEvent } from "@/components/toast-client";

const AppToaster = lazy(() =>
  import("@/components/app-toaster").then((module) => ({ default: module.AppToaster })),
);

/** Mounts the site's toaster the first time a toast is requested. */
export function ToasterHost({ closeLabel }: { closeLabel: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    window.addEventListener(toastRequestedEvent, mount);
    return () => window.removeEventListener(toastRequestedEvent, mount);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster closeLabel={closeLabel} />
    </Suspense>
  );
}
