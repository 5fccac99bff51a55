import { Flex, type FlexProps } from 'antd';
import styles from './action-bar.module.css';

/**
 * A form's or a job part's actions, save first, kept in reach: the bar sticks to the top of the
 * scrolled page area (under the job card's tab strip, `--apex-sticky-top`) while a long form
 * scrolls beneath it.
 */
export function ActionBar({ className, ...props }: FlexProps) {
  return <Flex gap="small" align="center" wrap {...props} className={`${styles.bar} ${className ?? ''}`} />;
}
