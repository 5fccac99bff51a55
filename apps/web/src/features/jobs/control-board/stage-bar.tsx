import { IMPORT_STAGE_CODES, type TControlBoardCounts, type TImportStage } from '@apex/shared/movement';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './stage-bar.module.css';

interface StageBarProps {
  counts: TControlBoardCounts | undefined;
  stage: TImportStage;
  onChoose: (stage: TImportStage) => void;
}

/** The board's stages left to right as the cargo reaches them, each with its jobs counted; a click lists them. */
export function StageBar({ counts, stage, onChoose }: StageBarProps) {
  const { t } = useTranslation('desks');
  return (
    <Flex gap={8} className={styles.bar} role="tablist" aria-label={t('board.stagesLabel')}>
      {IMPORT_STAGE_CODES.map((code, at) => (
        <Card
          key={code}
          size="small"
          hoverable
          role="tab"
          aria-selected={code === stage}
          className={code === stage ? `${styles.stage} ${styles.chosen}` : styles.stage}
          onClick={() => onChoose(code)}
        >
          <Statistic
            title={<span title={t(`board.stages.${code}`)}>{`${at + 1}. ${t(`board.stages.${code}`)}`}</span>}
            value={counts?.stages.find((s) => s.stage === code)?.count ?? '–'}
          />
        </Card>
      ))}
    </Flex>
  );
}
