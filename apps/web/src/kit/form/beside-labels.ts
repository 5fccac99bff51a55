import { type FormProps, theme } from 'antd';
import { useMemo } from 'react';
import styles from './beside-labels.module.css';

/** Beside a label's text: antd's required mark (9 px) and the gap before the field (14 px), and 1 to round. */
const LABEL_ROOM = 24;

/** The width of a label column: its longest label on one line, with a required mark. */
export function labelColumnWidth(labels: readonly string[], textWidth: (text: string) => number): number {
  return Math.ceil(Math.max(0, ...labels.map(textWidth))) + LABEL_ROOM;
}

let canvas: CanvasRenderingContext2D | null | undefined;

function measureIn(font: string) {
  canvas ??= document.createElement('canvas').getContext('2d');
  const context = canvas;
  if (!context) return (text: string) => text.length * 14;
  return (text: string) => {
    context.font = font;
    return context.measureText(text).width;
  };
}

/**
 * The props of a form whose labels sit beside their fields (the job card's forms, spec §9 size mini):
 * one label column as wide as the form's longest label in the current language, so that no label
 * wraps or is cut and every row has the height of one field. `labels` are all the form's labels;
 * a `className` of the form's own goes beside the one answered here.
 */
export function useBesideLabels(labels: readonly string[]): FormProps {
  const { token } = theme.useToken();
  const font = `${token.fontSize}px ${token.fontFamily}`;
  // Measured once per language and font, not at each render of the form (a keystroke renders it).
  const key = labels.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the labels' texts
  return useMemo(() => {
    const width = labelColumnWidth(labels, measureIn(font));
    return {
      layout: 'horizontal',
      labelAlign: 'left',
      colon: false,
      labelCol: { flex: `${width}px` },
      className: styles.form,
    } satisfies FormProps;
  }, [key, font]);
}
