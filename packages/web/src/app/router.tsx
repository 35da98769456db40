// A tiny router over the History API: /, /lobby, /how-to-play, /play/:id, /watch/:id,
// /replay/:id, /invite/:id (query kept).
import { type ReactNode, useEffect, useState } from "react";

export interface Route {
  page: "lobby" | "guide" | "play" | "watch" | "replay" | "invite" | "not-found";
  id: string;
  query: URLSearchParams;
}

export function parseRoute(pathname: string, search: string): Route {
  const query = new URLSearchParams(search);
  const parts = pathname.split("/").filter((p) => p !== "");
  if (parts.length === 0 || (parts[0] === "lobby" && parts.length === 1)) {
    return { page: "lobby", id: "", query };
  }
  if (parts[0] === "how-to-play" && parts.length === 1) return { page: "guide", id: "", query };
  const page = parts[0];
  if (
    (page === "play" || page === "watch" || page === "replay" || page === "invite") &&
    parts[1] &&
    parts.length === 2
  ) {
    return { page, id: decodeURIComponent(parts[1]), query };
  }
  return { page: "not-found", id: "", query };
}

export function navigate(to: string): void {
  window.history.pushState(null, "", to);
  window.dispatchEvent(new PopStateEvent("popstate"));
  window.scrollTo(0, 0);
}

const readRoute = (): Route => parseRoute(window.location.pathname, window.location.search);

export function useRoute(): Route {
  const [route, setRoute] = useState(readRoute);
  useEffect(() => {
    const on = () => setRoute(readRoute());
    window.addEventListener("popstate", on);
    return () => window.removeEventListener("popstate", on);
  }, []);
  return route;
}

/** An in-app link: a real <a href> (open in a new tab works) that navigates without reloading. */
export function Link({
  to,
  children,
  className,
  testId,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <a
      href={to}
      className={className}
      data-testid={testId}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
