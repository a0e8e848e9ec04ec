"use client";

import { makePage } from "@keystatic/next/ui/app";
import config from "@/keystatic.config";

/** The editor's whole interface, rendered in the browser. */
export const KeystaticApp = makePage(config);
