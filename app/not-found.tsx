import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/not-found-message";
import { notFoundMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = notFoundMetadata(
  "Page not found",
  "The page you are looking for doesn't exist. Everything we do is one click away from the home page.",
);

export default function NotFound() {
  return (
    <NotFoundMessage
      title="This page doesn't exist"
      description="The link may be old or mistyped. Everything we do is one click away from the home page."
      linkLabel="Go to Home"
    />
  );
}
