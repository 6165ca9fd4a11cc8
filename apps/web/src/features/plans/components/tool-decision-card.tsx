// The decision column of an upload tool page: the DecisionPanel with the last check's or failure's notice
// and the generation's stages.
import { Alert } from 'antd';
import type { GenerationProgress } from '../model/generation-stages';
import type { ToolNotice } from '../model/use-tool-problems';
import { DecisionPanel } from './decision-panel';
import { GenerationProgressSteps } from './generation-progress';

interface ToolDecisionCardProps {
  checking: boolean;
  generating: boolean;
  notice: ToolNotice | undefined;
  progress: GenerationProgress | undefined;
  onCheck(): Promise<void>;
  onGenerate(): Promise<void>;
}

/** The notice above the buttons: its title, and its further lines as a list. */
function NoticeAlert({ notice }: { notice: ToolNotice }) {
  const lines = notice.lines ?? [];
  return (
    <Alert
      type={notice.type}
      showIcon
      role="alert"
      title={notice.title}
      description={
        lines.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

/** Balance, cost, check and generate, with what the last action found. */
export function ToolDecisionCard(props: ToolDecisionCardProps) {
  const { notice, progress } = props;
  return (
    <DecisionPanel
      checking={props.checking}
      generating={props.generating}
      onCheck={() => void props.onCheck()}
      onGenerate={() => void props.onGenerate()}
      notice={notice ? <NoticeAlert notice={notice} /> : undefined}
      progress={progress ? <GenerationProgressSteps progress={progress} /> : undefined}
    />
  );
}
