import { useEffect, useRef, useState } from "react";

/** Delay before the landing metrics start counting (spec: "after about 0.5 second"). */
export const COUNT_UP_DELAY_MS = 500;
/** How long the count takes once it has started. */
export const COUNT_UP_DURATION_MS = 1600;

/** Ease-out cubic: quick at first, settling gently on the final value. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/**
 * The value shown `elapsedMs` after counting started: whole numbers while counting (rounded down, so a count never
 * shows a figure above its target, and never a stray fraction such as 74.37), then exactly `target` from
 * `durationMs` on. Monotonic: the eased fraction only grows.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  return Math.min(Math.floor(target * easeOutCubic(elapsedMs / durationMs)), Math.floor(target));
}

/** Decimals to print for a value on its way to `target`: none while counting, the target's own once it is reached. */
export function countUpDecimals(value: number, target: number, decimals: number): number {
  return value === target ? decimals : 0;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Counts from 0 to each target, starting COUNT_UP_DELAY_MS after the element comes into view (it is in
 * view on load on a desktop screen, so the count starts half a second after the page appears). With
 * reduced motion (prefers-reduced-motion: reduce, read when the page mounts) the final values show at once.
 */
export function useCountUp<T extends HTMLElement>(
  targets: readonly { value: number; decimals: number }[],
): { ref: React.RefObject<T | null>; values: number[]; done: boolean } {
  const ref = useRef<T>(null);
  const [values, setValues] = useState<number[]>(() =>
    prefersReducedMotion() ? targets.map((t) => t.value) : targets.map(() => 0),
  );
  const [done, setDone] = useState(prefersReducedMotion);
  const targetsRef = useRef(targets);

  useEffect(() => {
    if (done) return;
    const element = ref.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    let started = false;

    const start = () => {
      if (started) return;
      started = true;
      timer = setTimeout(() => {
        const t0 = performance.now();
        const tick = (now: number) => {
          const elapsed = now - t0;
          setValues(targetsRef.current.map((t) => countUpValue(t.value, elapsed, COUNT_UP_DURATION_MS)));
          if (elapsed < COUNT_UP_DURATION_MS) frame = requestAnimationFrame(tick);
          else setDone(true);
        };
        frame = requestAnimationFrame(tick);
      }, COUNT_UP_DELAY_MS);
    };

    if (!element || typeof IntersectionObserver === "undefined") {
      start();
    } else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            start();
          }
        },
        { threshold: 0.2 },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        if (timer) clearTimeout(timer);
        cancelAnimationFrame(frame);
      };
    }
    return () => {
      if (timer) clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [done]);

  return { ref, values, done };
}
