import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/not-found-message";
import { notFoundMetadata } from "@/lib/seo/metadata";

const title = "Service not found";
const description =
  "We don't offer a service at this address. Browse the services we do offer, or start from the home page.";

export const metadata: Metadata = notFoundMetadata(title, description);

export default function ServiceNotFound() {
  return <NotFoundMessage title={title} description={description} linkLabel="Go to Home" />;
}
