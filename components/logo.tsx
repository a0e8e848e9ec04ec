import type { Content } from "@/content";
import { navigation } from "@/lib/navigation";
import { fill } from "@/lib/template";

/** The Arcline mark and wordmark, linking home. The name is real text so it scales and reads as the page's brand. */
export function LogoLink({ className, content }: { className: string; content: Content }) {
  const { common, site } = content;
  return (
    <a
      href={navigation(content).homeLink.href}

      aria-label={fill(common.screenReader.logoLink, { company: site.name })}
      className={className}
    >
      <span className="logo-wordmark">
        <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="9" fill="#ff4d3d" />
          <path
            d="M8 23a8 8 0 0 1 16 0"
            fill="none"
            stroke="#0b0b0f"
            strokeWidth="3.2"
            strokeLinecap="round"
          />
          <circle cx="16" cy="10" r="2.6" fill="#0b0b0f" />
        </svg>
        <span>{site.name}</span>
      </span>
    </a>
  );
}
