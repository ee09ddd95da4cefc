import type { ReactNode } from 'react';
import { Button } from 'antd';

/** The bar at the foot of every form: a way back and the submit button. */
export function FormActions({ onCancel, cancelLabel = 'Cancelar', saving, icon }: { onCancel: () => void; cancelLabel?: string; saving: boolean; icon?: ReactNode }) {
  return (
    <div className="form-actions">
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="primary" htmlType="submit" icon={icon} loading={saving}>
        Guardar
      </Button>
    </div>
  );
}
