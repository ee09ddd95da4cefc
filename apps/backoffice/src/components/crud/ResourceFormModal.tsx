import { Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { api } from '../../lib/api';
import { useFeedback } from '../../lib/feedback';
import { rules } from '../../lib/formRules';
import { NumericInput } from '../inputs/NumericInput';
import type { ResourceConfig, ResourceField } from './resource';
import { queryKeys } from '../../lib/queryKeys';

type Values = Record<string, string | number>;

interface Props<T extends { id: number }> {
  config: ResourceConfig<T>;
  /** The record being edited; null creates one. */
  record: T | null;
  onClose: () => void;
}

/** A field's value in the form: a record's own (a choice keeps its number), else empty or the first choice. */
function initialValue<T extends { id: number }>(field: ResourceField, record: T | null): string | number {
  const value = record ? (record as Record<string, unknown>)[field.name] : undefined;
  if (field.options) return typeof value === 'number' ? value : (field.options[0]?.value ?? '');
  return value === undefined || value === null ? '' : String(value);
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
  const initialValues = Object.fromEntries(config.fields.map((f) => [f.name, initialValue(f, record)]));
  const guardado = config.mensajes
    ? record
      ? config.mensajes.actualizado
      : config.mensajes.creado
    : MENSAJES.general.datosAlmacenados;

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
            feedback.saveOutcome(form, { guardado, errorGuardar: MENSAJES.general.errorVerifiqueDatos }, onClose),
          )
        }
      >
        {config.fields.map((field, index) => (
          <Form.Item key={field.name} name={field.name} label={field.label} rules={rules(...field.validators)}>
            {field.options ? (
              <Select aria-label={field.label} options={[...field.options]} autoFocus={index === 0} />
            ) : field.decimales !== undefined ? (
              <NumericInput
                aria-label={field.label}
                decimales={field.decimales}
                placeholder={field.placeholder}
                autoFocus={index === 0}
              />
            ) : field.multiline ? (
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
