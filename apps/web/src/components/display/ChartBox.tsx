import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type Size = { width: number; height: number };

type ChartBoxProps = {
  /** The chart's height in pixels; it takes the box's whole width. */
  height: number;
  'data-testid'?: string;
  /** Draws the chart at the measured size (recharts' `width` and `height`). */
  children: (size: Size) => ReactNode;
};

/**
 * A chart's box: it measures itself and draws the chart only while it has a size. A report tab that
 * is hidden (the tabs keep their content mounted) measures 0 × 0: its chart is then left out rather
 * than drawn at 0 × 0, which recharts' ResponsiveContainer warns about ("The width(0) and height(0)
 * of chart should be greater than 0") every time the hidden chart is measured again.
 */
export function ChartBox({ height, children, ...rest }: ChartBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number, measured: number) =>
      setSize((current) =>
        current.width === Math.floor(width) && current.height === Math.floor(measured)
          ? current
          : { width: Math.floor(width), height: Math.floor(measured) },
      );
    const box = element.getBoundingClientRect();
    measure(box.width, box.height);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} h={`${height}px`} w="full" minW="0" {...rest}>
      {size.width > 0 && size.height > 0 ? children(size) : null}
    </Box>
  );
}
