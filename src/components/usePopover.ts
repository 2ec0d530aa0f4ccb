import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A popover's open state (a menu, the Jobs tray, saved views): a click outside its root (the button and the panel)
 * closes it, and so does Escape, which returns focus to its button. An outside click leaves focus where it landed,
 * unless it landed nowhere while it was inside the popover: then it returns to the button too, never to the body.
 */
export function usePopover<Button extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<Button>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const inside = (node: EventTarget | Node | null) => node instanceof Node && rootRef.current?.contains(node) === true;
    const onMouseDown = (event: MouseEvent) => {
      if (inside(event.target)) return;
      const hadFocus = inside(document.activeElement);
      setOpen(false);
      // Focus moves as the mouse button goes down, after this listener: look once it has.
      if (hadFocus)
        setTimeout(() => {
          const now = document.activeElement;
          if (!now || now === document.body || !now.isConnected) buttonRef.current?.focus();
        });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      const hadFocus = inside(focused);
      // Escape elsewhere closes it too (the tray opens by itself), but takes focus only from inside it or the body.
      if (!hadFocus && focused && focused !== document.body) {
        setOpen(false);
        return;
      }
      event.preventDefault();
      close(true);
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, setOpen, toggle, close, buttonRef, rootRef };
}
