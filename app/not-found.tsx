import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/not-found-message";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <NotFoundMessage
      title="This page doesn't exist"
      description="The link may be old or mistyped. Everything we do is one click away from the home page."
      linkLabel="Go to Home"
    />
  );
}
