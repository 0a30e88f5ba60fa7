import { RefusableButton } from '@portal/remote-kit';

interface ReviseButtonProps {
  /** e.g. 'ICP Mid-market SaaS', 'buyer persona CFO': what the button's name says it revises. */
  subject: string;
  refusal: string | null;
  onClick: () => void;
}

/** 'Revise with AI' (issue 39 §2), on a card, a form or a persona; opens the revise dialog. */
export function ReviseButton({ subject, refusal, onClick }: ReviseButtonProps) {
  return (
    <RefusableButton
      refusal={refusal}
      size="small"
      aria-haspopup="dialog"
      aria-label={`Revise with AI: ${subject}`}
      onClick={onClick}
    >
      Revise with AI
    </RefusableButton>
  );
}
