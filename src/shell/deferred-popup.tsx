import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactElement, type RefObject } from 'react';

/** What a deferred popup's module exports: the antd popup (Dropdown, Popover) around the trigger it is given. */
export interface DeferredPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

export interface DeferredPopup {
  open: boolean;
  /** For the trigger button: the member's first intent (pointing at it, focusing it, pressing it) downloads the popup. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onFocus: () => void;
    onPointerDown: (() => void) | undefined;
    onClick: (() => void) | undefined;
  };
  /** The trigger alone until the popup's code is there, then the popup around it. */
  wrap: (trigger: ReactElement) => ReactElement;
}

/**
 * A top-bar popup whose code is not part of the first screen: the trigger shows at once and the
 * popup downloads on the member's first intent. A press made before it arrived opens it once it
 * is there; the trigger, then rendered inside the popup, keeps the focus. A press counts from the
 * pointer going down: when the popup arrives between down and up, the button under the pointer is
 * a new one and no click follows. A failed download is tried again at the next intent. `load` must
 * be stable (a module-level function).
 */
export function useDeferredPopup(load: () => Promise<ComponentType<DeferredPopupProps>>): DeferredPopup {
  const [Popup, setPopup] = useState<ComponentType<DeferredPopupProps>>();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const requested = useRef(false);
  const refocus = useRef(false);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (component) => {
        // The button is about to be replaced by the same button inside the popup.
        refocus.current = document.activeElement === trigger.current;
        setPopup(() => component);
      },
      () => {
        requested.current = false;
      },
    );
  }, [load]);

  useEffect(() => {
    if (Popup === undefined || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [Popup]);

  const pressedEarly = useCallback(() => {
    request();
    setOpen(true);
  }, [request]);

  return {
    open,
    // Once the popup is there, it handles presses itself.
    triggerProps: {
      ref: trigger,
      onPointerEnter: request,
      onFocus: request,
      onPointerDown: Popup === undefined ? pressedEarly : undefined,
      onClick: Popup === undefined ? pressedEarly : undefined,
    },
    wrap: (button) =>
      Popup === undefined ? (
        button
      ) : (
        <Popup open={open} onOpenChange={setOpen}>
          {button}
        </Popup>
      ),
  };
}
