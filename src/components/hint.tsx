import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { hintPosition, type Box } from './hint-position.ts';
import classes from './hint.module.css';

interface HintTargetProps {
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

interface HintProps {
  /** The words shown; also the target's accessible description. */
  label: ReactNode;
  /** One element that can take focus (or is inside something that can) and takes the handlers. */
  children: ReactElement<HintTargetProps>;
  /** Widest the hint may be, in px (it wraps). */
  width?: number;
  /** Wait before showing on hover, so passing the pointer over a table does not flash hints. */
  openDelay?: number;
}

/**
 * A tooltip on hover and keyboard focus that Escape dismisses. Written here rather than
 * Mantine's Tooltip, which brought its floating layer (with Popover, Menu and Combobox about
 * 25 KB gzip) into every page for what is one positioned box (docs/decisions/020). It is drawn in a portal with fixed coordinates, so
 * scrolling containers and virtualized rows never clip it.
 */
export function Hint({ label, children, width, openDelay = 0 }: HintProps) {
  const id = useId();
  const [target, setTarget] = useState<Box>();
  const [place, setPlace] = useState<{ top: number; left: number }>();
  const [request, setRequest] = useState<{ box: Box; delay: number }>();
  const hintRef = useRef<HTMLDivElement>(null);

  const show = (element: HTMLElement, delay: number) => {
    const { top, left, width: w, height } = element.getBoundingClientRect();
    setRequest({ box: { top, left, width: w, height }, delay });
  };
  const hide = () => {
    setRequest(undefined);
    setTarget(undefined);
    setPlace(undefined);
  };

  useEffect(() => {
    if (!request) return;
    const timer = setTimeout(() => setTarget(request.box), request.delay);
    return () => clearTimeout(timer);
  }, [request]);

  useLayoutEffect(() => {
    const hint = hintRef.current;
    if (!target || !hint) return;
    setPlace(
      hintPosition(
        target,
        { width: hint.offsetWidth, height: hint.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [target]);

  useEffect(() => {
    if (!target) return;
    const close = () => {
      setRequest(undefined);
      setTarget(undefined);
      setPlace(undefined);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    // The target moves with the page; rather than follow it, the hint goes.
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, true);
    };
  }, [target]);

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': [own['aria-describedby'], target ? id : undefined].filter(Boolean).join(' ') || undefined,
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      show(event.currentTarget, openDelay);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      show(event.currentTarget, 0);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
  });

  const style = {
    top: place?.top ?? 0,
    left: place?.left ?? 0,
    visibility: place ? 'visible' : 'hidden',
    '--hint-width': width ? `${width}px` : undefined,
  } as CSSProperties;
  return (
    <>
      {trigger}
      {target
        ? createPortal(
            <div ref={hintRef} id={id} role="tooltip" className={classes.hint} style={style}>
              {label}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
