import type * as React from "react";

/**
 * Wordmarks of the (fictional) institutions on the trusted-by strip, drawn here as SVG glyphs and type so the
 * page ships no image files. Each is one image to assistive technology, named after the organisation.
 */

interface WordmarkProps {
  name: string;
  glyph: React.ReactNode;
  text: React.ReactNode;
  textClassName: string;
}

function Wordmark({ name, glyph, text, textClassName }: WordmarkProps) {
  return (
    <span role="img" aria-label={name} className="inline-flex items-center gap-2 whitespace-nowrap">
      <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
        {glyph}
      </svg>
      <span aria-hidden="true" className={textClassName}>
        {text}
      </span>
    </span>
  );
}

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const WORDMARKS: readonly { id: string; name: string; element: React.ReactNode }[] = [
  {
    id: "aldermoor",
    name: "Aldermoor Bank",
    element: (
      <Wordmark
        name="Aldermoor Bank"
        glyph={
          <g {...stroke}>
            <path d="M3 9.5 12 4l9 5.5" />
            <path d="M5.5 10.5v7M10 10.5v7M14 10.5v7M18.5 10.5v7M3.5 20h17" />
          </g>
        }
        text={
          <>
            Aldermoor <span className="font-normal">Bank</span>
          </>
        }
        textClassName="font-serif text-xl font-bold tracking-tight"
      />
    ),
  },
  {
    id: "northbridge",
    name: "Northbridge Capital",
    element: (
      <Wordmark
        name="Northbridge Capital"
        glyph={
          <g {...stroke}>
            <path d="M2.5 17c3-6.5 16-6.5 19 0" />
            <path d="M2 17h20M7 13.2V17M12 11.8V17M17 13.2V17" />
          </g>
        }
        text="NORTHBRIDGE"
        textClassName="text-base font-bold tracking-[0.22em]"
      />
    ),
  },
  {
    id: "crestline",
    name: "Crestline Health",
    element: (
      <Wordmark
        name="Crestline Health"
        glyph={
          <g {...stroke}>
            <rect x="3" y="3" width="18" height="18" rx="5" />
            <path d="M6.5 12.5h3l1.5-3.5 2.2 6 1.6-2.5h2.7" />
          </g>
        }
        text={
          <>
            crestline<span className="font-light">health</span>
          </>
        }
        textClassName="text-xl font-semibold tracking-tight lowercase"
      />
    ),
  },
  {
    id: "vantor",
    name: "Vantor Energy",
    element: (
      <Wordmark
        name="Vantor Energy"
        glyph={<path d="M13.5 2.5 5 13.5h6l-1.5 8 8.5-11h-6l1.5-8Z" fill="currentColor" />}
        text="VANTOR"
        textClassName="text-xl font-black italic tracking-wide"
      />
    ),
  },
  {
    id: "kestrel",
    name: "Kestrel Mutual",
    element: (
      <Wordmark
        name="Kestrel Mutual"
        glyph={
          <g {...stroke}>
            <path d="M2.5 9.5c4 0 6.5 1.5 9.5 5 2-4 5-6.5 9.5-7-3 2-4.5 5-5.5 9.5" />
            <path d="M12 14.5 10 20" />
          </g>
        }
        text={
          <>
            Kestrel <span className="italic">Mutual</span>
          </>
        }
        textClassName="font-serif text-xl font-semibold"
      />
    ),
  },
  {
    id: "halden",
    name: "Halden Group",
    element: (
      <Wordmark
        name="Halden Group"
        glyph={
          <g {...stroke}>
            <path d="M12 2.8 20 7.4v9.2l-8 4.6-8-4.6V7.4l8-4.6Z" />
            <path d="M9 8.5v7M15 8.5v7M9 12h6" />
          </g>
        }
        text={
          <>
            HALDEN<span className="font-light"> GROUP</span>
          </>
        }
        textClassName="text-base font-semibold tracking-[0.14em]"
      />
    ),
  },
];
