import { homePathFor } from "@tprm/api/permissions";
import { Button } from "@tprm/ui";
import { ExternalLink, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useSignedInUser } from "../../../lib/public-session";
import { BrandMark } from "../components/BrandMark";
import { Container, NewTabHint } from "../components/SectionHeading";
import { landingConfig } from "../config";
import { SECTION_LINKS } from "../content";

interface TopBarProps {
  onRequestDemo: () => void;
}

/**
 * "Login" for a visitor; "Open the app" (to the role's home page) for someone already signed in. The landing page
 * asks the server who is signed in without the API client, which it does not download.
 */
function AccountLink() {
  const user = useSignedInUser();
  return (
    <Button variant="ghost" asChild>
      {user ? <Link to={homePathFor(user.role)}>Open the app</Link> : <Link to="/login">Login</Link>}
    </Button>
  );
}

/**
 * Sticky top bar: Login (or Open the app when signed in), Book Demo (external), Explore Platform (new tab) and
 * Request Enterprise Demo.
 */
export function TopBar({ onRequestDemo }: TopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const actions = (layout: "bar" | "menu") => {
    const full = layout === "menu" ? "w-full justify-center" : "";
    return (
      <>
        {layout === "bar" && <AccountLink />}
        <Button variant="outline" asChild className={full}>
          <a href={landingConfig.bookingUrl} target="_blank" rel="noopener noreferrer">
            Book Demo
            <ExternalLink aria-hidden="true" />
            <NewTabHint />
          </a>
        </Button>
        <Button variant="outline" asChild className={full}>
          <a href="/dashboard" target="_blank" rel="noopener">
            Explore Platform
            <NewTabHint />
          </a>
        </Button>
        <Button
          className={full}
          onClick={() => {
            setMenuOpen(false);
            onRequestDemo();
          }}
        >
          Request Enterprise Demo
        </Button>
      </>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/80">
      <Container className="flex h-16 items-center gap-6">
        <a href="#top" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <BrandMark />
          <span className="sr-only">, back to top</span>
        </a>
        <nav aria-label="Page sections" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex" data-testid="topbar-actions">
          {actions("bar")}
        </div>
        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <AccountLink />
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </Container>
      <div id={menuId} hidden={!menuOpen} className="border-t bg-background lg:hidden">
        <Container className="grid gap-4 py-4">
          <nav aria-label="Page sections (menu)">
            <ul className="grid grid-cols-2 gap-1">
              {SECTION_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={() => setMenuOpen(false)}
                    className="block rounded-md px-3 py-2 text-sm font-medium text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-2" data-testid="menu-actions">
            {actions("menu")}
          </div>
        </Container>
      </div>
    </header>
  );
}
