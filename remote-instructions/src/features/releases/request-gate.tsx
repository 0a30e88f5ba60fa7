import { Flex, Typography } from '@portal/shared/antd';
import { Tag } from '@portal/shared/antd-nav';
import type { GateResult, ReleaseRequestDetail } from '@portal/contract';
import { instructionTypeLabel } from '../../instructions/instruction-types';
import { GATE_LABELS, gateSentence } from './release-text';
import { GateRun } from './gate-run';
import { ReleaseSection } from './release-section';

const COLORS: Record<GateResult['status'], string | undefined> = {
  passed: 'green',
  failing: 'red',
  'not-run': 'gold',
  'no-cases': undefined,
};

function CaseList({ title, cases }: { title: string; cases: GateResult['failing'] }) {
  if (cases.length === 0) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {cases.map((testCase) => (
          <li key={testCase.caseId}>{testCase.caseName}</li>
        ))}
      </ul>
    </Flex>
  );
}

interface RequestGateProps {
  request: ReleaseRequestDetail;
  mayRun: boolean;
}

/**
 * The test gate on this exact version: passed, failing, not run, or no cases; the cases that
 * block it by name, those of tenants the reader does not reach counted; and a run from here
 * while the request is still on its way.
 */
export function RequestGate({ request, mayRun }: RequestGateProps) {
  const { gate } = request;
  const onItsWay = ['open', 'approved', 'released'].includes(request.status);
  return (
    <ReleaseSection title="Test gate">
      <Flex wrap align="center" gap={8}>
        <Tag color={COLORS[gate.status]}>{GATE_LABELS[gate.status]}</Tag>
        <Typography.Text>
          {gateSentence(gate, instructionTypeLabel(request.promptType))}
        </Typography.Text>
      </Flex>
      <CaseList title="Failing on this version" cases={gate.failing} />
      <CaseList title="No result on this version" cases={gate.notRun} />
      {gate.hidden > 0 && (
        <Typography.Text>{`${gate.hidden} more in tenants you do not reach`}</Typography.Text>
      )}
      {onItsWay && gate.status !== 'no-cases' && <GateRun request={request} mayRun={mayRun} />}
    </ReleaseSection>
  );
}
