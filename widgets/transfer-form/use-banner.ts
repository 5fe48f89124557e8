import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The general error banner's content: a text, and the link some errors carry (spec/3 §8). */
export interface BannerContent {
  readonly text: string;
  readonly link?: { readonly href: string; readonly text: string };
}

/** The banner's content (none when hidden), how to show or close it, and where it is. */
export interface Banner {
  readonly banner: BannerContent | undefined;
  readonly show: (content: BannerContent | undefined) => void;
  readonly ref: RefObject<HTMLDivElement | null>;
}

/**
 * The form's general error banner (spec/3 §8): each showing scrolls it into view and clears it
 * after `seconds` (spec/3 §9: 10 s), even when the same text shows again.
 */
export function useBanner(seconds: number): Banner {
  const [state, setState] = useState<{ content: BannerContent; shown: number } | undefined>(undefined);
  const count = useRef(0);
  const ref = useRef<HTMLDivElement>(null);
  const show = useCallback((content: BannerContent | undefined) => {
    count.current += 1;
    setState(content === undefined ? undefined : { content, shown: count.current });
  }, []);
  useEffect(() => {
    if (state === undefined) return;
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    const timer = setTimeout(() => setState(undefined), seconds * 1000);
    return () => clearTimeout(timer);
  }, [state, seconds]);
  return { banner: state?.content, show, ref };
}
