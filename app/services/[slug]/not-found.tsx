import { NotFoundMessage } from "@/components/not-found-message";

export default function ServiceNotFound() {
  return (
    <NotFoundMessage
      title="Service not found"
      description="We don't offer a service at this address. Browse the services we do offer, or start from the home page."
      linkLabel="Go to Home"
    />
  );
}
