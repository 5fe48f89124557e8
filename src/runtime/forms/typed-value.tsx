import { createContext, useCallback, useContext, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import type { FormWidget, FormWidgetProps } from './form-widgets.js';

/**
 * The fields of one form whose typed text the form has not taken in yet, and what waits for them
 * (a submit pressed meanwhile). Mutable and outside React state: counting a key must not redraw
 * the form, which is the very work a key is spared.
 */
export class FieldsBeingTyped {
  private readonly fields = new Set<string>();
  private waiting: (() => void)[] = [];

  started(field: string): void {
    this.fields.add(field);
  }

  settled(field: string): void {
    this.fields.delete(field);
    if (this.fields.size === 0) this.runWaiting();
  }

  get busy(): boolean {
    return this.fields.size > 0;
  }

  /**
   * Runs `run` once no field is being typed (at once when none is), or after `limitMs` whatever
   * is still on its way: a submit is held up, never lost.
   */
  whenSettled(run: () => void, limitMs = settleLimitMs): void {
    if (!this.busy) {
      run();
      return;
    }
    this.waiting.push(run);
    setTimeout(() => {
      if (!this.waiting.includes(run)) return;
      this.waiting = this.waiting.filter((waiting) => waiting !== run);
      run();
    }, limitMs);
  }

  private runWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const run of waiting) run();
  }
}

/** How long a submit waits at most for typed text (it arrives within a few frames even at 4× throttling). */
const settleLimitMs = 1000;

export const FieldsBeingTypedContext = createContext<FieldsBeingTyped | undefined>(undefined);

/**
 * A text field's value as the member types it: the field shows each key straight away and hands the form only the newest text, in a transition: the form
 * (rjsf, every field's template, the page around it) redraws in the background, interrupted by the
 * next key instead of holding it up. One hand-over at a time: rjsf takes changes one after the
 * other, and a second one queued behind a transition would be applied in a blocking render. The
 * form's own value wins again once it has taken in what was typed last (it may have normalised
 * it), and whenever the field has nothing pending (a template, a clear, a draft). While text is on
 * its way the field counts in the form's `FieldsBeingTyped`, so a submit waits for it.
 */
export function useTypedValue<T>(field: string, value: T, onChange: (value: T) => void): [shown: T, change: (next: T) => void] {
  const beingTyped = useContext(FieldsBeingTypedContext);
  const [handingOver, startHandOver] = useTransition();
  const [typed, setTyped] = useState<{ value: T } | undefined>(undefined);
  // What the form was last handed, until it has taken it in; `seen` once its transition showed as pending.
  const handed = useRef<{ value: T; seen: boolean } | undefined>(undefined);

  const handOver = useCallback(
    (next: T) => {
      handed.current = { value: next, seen: false };
      startHandOver(() => onChange(next));
    },
    [onChange],
  );

  const change = useCallback(
    (next: T) => {
      setTyped({ value: next });
      beingTyped?.started(field);
      if (handed.current === undefined) handOver(next);
    },
    [beingTyped, field, handOver],
  );

  useEffect(() => {
    const current = handed.current;
    if (current === undefined) return;
    if (handingOver) {
      current.seen = true;
      return;
    }
    // Not yet under way (a render of this field's keys came first), so not yet taken in.
    if (!current.seen) return;
    // The form has taken in what it was handed; text typed since goes next.
    if (typed !== undefined && !Object.is(typed.value, current.value)) {
      handOver(typed.value);
      return;
    }
    handed.current = undefined;
    setTyped(undefined);
    beingTyped?.settled(field);
  }, [handingOver, typed, beingTyped, field, handOver]);

  // A field that goes away while its text is on its way holds up no submit.
  useEffect(() => () => beingTyped?.settled(field), [beingTyped, field]);

  return [typed === undefined ? value : typed.value, change];
}

const typedWidgets = new WeakMap<FormWidget, FormWidget>();

/**
 * `widget` with its value typed as `useTypedValue` says: a registered widget asks for it with
 * `{ typed: true }`, the built-in amount and every text input have it. One wrapper per widget, made
 * once, so a field keeps its component (and what it holds) across renders.
 */
export function typedWidget(widget: FormWidget): FormWidget {
  const known = typedWidgets.get(widget);
  if (known !== undefined) return known;
  const Widget = widget;
  function TypedWidget(props: FormWidgetProps): ReactNode {
    const [shown, change] = useTypedValue(props.id, props.value, props.onChange);
    return <Widget {...props} value={shown} onChange={change} />;
  }
  typedWidgets.set(widget, TypedWidget);
  return TypedWidget;
}
