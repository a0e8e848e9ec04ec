"use client";

import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

export function NavLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  const pathname = usePathname();
  return <a href={href} aria-current={pathname === href ? "page" : undefined} {...props} />;
}
