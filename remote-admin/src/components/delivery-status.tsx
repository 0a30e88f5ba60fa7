import { Tag } from '@portal/shared/antd-nav';
import type { WebhookDelivery } from '@portal/contract';

const SHOWN: Record<WebhookDelivery['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** A delivery's state as a tag: pending (tries left), delivered, or failed for good. */
export function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  const { label, color } = SHOWN[status];
  return <Tag color={color}>{label}</Tag>;
}

/** 'HTTP 200', the failure's reason, or nothing yet. */
export function deliveryResult(delivery: WebhookDelivery): string {
  if (delivery.lastError) return delivery.lastError;
  if (delivery.lastStatusCode !== null) return `HTTP ${delivery.lastStatusCode}`;
  return 'Not tried yet';
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** An ISO time as the admin area shows times; '—' for none. */
export const shownTime = (iso: string | null) => (iso ? timeFormat.format(new Date(iso)) : '—');
