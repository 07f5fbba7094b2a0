// The focal point as the editor moves it: a point of the photo in 0–1 from its
// left and top edges, moved by the arrow keys in steps, never off the photo.

export interface Focal {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

/** The point a click at (`clientX`, `clientY`) on a box at `rect` designates. */
export function focalFromClick(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): Focal {
  return { x: clamp((clientX - rect.left) / Math.max(1, rect.width)), y: clamp((clientY - rect.top) / Math.max(1, rect.height)) };
}

/** The point an arrow key moves `focal` to (a step of 5%, 1% with Shift), or null for another key. */
export function focalFromKey(focal: Focal, key: string, fine: boolean): Focal | null {
  const step = fine ? 0.01 : 0.05;
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(focal.x - step), y: focal.y };
    case 'ArrowRight':
      return { x: clamp(focal.x + step), y: focal.y };
    case 'ArrowUp':
      return { x: focal.x, y: clamp(focal.y - step) };
    case 'ArrowDown':
      return { x: focal.x, y: clamp(focal.y + step) };
    case 'Home':
      return { x: 0.5, y: 0.5 };
    default:
      return null;
  }
}

/** The point in whole percents, as it is announced. */
export const focalPercent = ({ x, y }: Focal) => ({ x: Math.round(x * 100), y: Math.round(y * 100) });
