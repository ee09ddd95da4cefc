import { Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { api } from '../../lib/api';
import { useFeedback } from '../../lib/feedback';
import { rules } from '../../lib/formRules';
import type { ResourceConfig } from './resource';
import { queryKeys } from '../../lib/queryKeys';

type Values = Record<string, string>;

interface Props<T extends { id: number }> {
  config: ResourceConfig<T>;
  /** The record being edited; null creates one. */
  record: T | null;
  onClose: () => void;
}

export function ResourceFormModal<T extends { id: number }>({ config, record, onClose }: Props<T>) {
  const [form] = Form.useForm<Values>();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const guardar = useMutation({
    mutationFn: (data: Values) =>
      record ? api.put<T>(`${config.path}/${record.id}`, data) : api.post<T>(config.path, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all(config.path) }),
  });
  const initialValues = Object.fromEntries(
    config.fields.map((f) => [f.name, record ? String((record as Record<string, unknown>)[f.name] ?? '') : '']),
  );

  return (
    <Modal
      open
      title={record ? config.editar : config.nuevo}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) =>
          guardar.mutate(
            values,
            feedback.saveOutcome(
              form,
              { guardado: MENSAJES.general.datosAlmacenados, errorGuardar: MENSAJES.general.errorVerifiqueDatos },
              onClose,
            ),
          )
        }
      >
        {config.fields.map((field, index) => (
          <Form.Item key={field.name} name={field.name} label={field.label} rules={rules(...field.validators)}>
            {field.multiline ? (
              <Input.TextArea rows={3} placeholder={field.placeholder} autoFocus={index === 0} />
            ) : (
              <Input placeholder={field.placeholder} autoFocus={index === 0} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
