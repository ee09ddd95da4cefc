import type { ReactNode } from 'react';
import { Button } from 'antd';

/**
 * The bar at the foot of every form: a way back and the submit button (named after what it saves
 * when a screen has more than one form).
 */
export function FormActions({
  onCancel,
  cancelLabel = 'Cancelar',
  submitLabel = 'Guardar',
  saving,
  icon,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel?: string;
  saving: boolean;
  icon?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="primary" htmlType="submit" icon={icon} loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}
