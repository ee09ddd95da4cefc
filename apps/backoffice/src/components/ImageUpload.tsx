import type { CSSProperties } from 'react';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import ImgCrop from 'antd-img-crop';
import { MENSAJES } from '@pos/shared';

/** An image field: the stored image (`url`), a newly chosen one (`file` + its preview), or none. */
export type ImageValue = { url: string; file?: File } | null;

export const imageOf = (url: string | null): ImageValue => (url ? { url } : null);

/** What a save sends for an image field: the new file, and whether the stored one goes away. */
export function imageChange(
  original: string | null,
  value: ImageValue | undefined,
): { file: File | null; remove: boolean } {
  return { file: value?.file ?? null, remove: original !== null && !value };
}

export const ACCEPT_IMAGES = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Image mode accepts only jpg, jpeg and png (spec 001 §5 "File upload"). */
export function isAcceptedImage(file: File): boolean {
  return (
    /\.(jpe?g|png)$/i.test(file.name) && (file.type === '' || file.type === 'image/jpeg' || file.type === 'image/png')
  );
}

const PREVIEW: Record<'avatar' | 'logo' | 'banner', CSSProperties> = {
  avatar: { width: 96, height: 96, borderRadius: '50%', objectFit: 'cover' },
  logo: { width: 128, height: 128, borderRadius: 12, objectFit: 'contain' },
  banner: { width: '100%', maxWidth: 480, height: 140, borderRadius: 12, objectFit: 'cover' },
};

interface Props {
  value?: ImageValue;
  onChange?: (value: ImageValue) => void;
  variant?: keyof typeof PREVIEW;
  /** Crop before upload (the user photo, spec 001 §5): a square, shown round. */
  crop?: boolean;
  hint?: string;
}

export function ImageUpload({ value = null, onChange, variant = 'logo', crop = false, hint }: Props) {
  const { message } = App.useApp();
  const preview = PREVIEW[variant];

  const choose = (file: File) => {
    if (!isAcceptedImage(file)) {
      void message.error(MENSAJES.campos.formatoImagen);
      return Upload.LIST_IGNORE;
    }
    onChange?.({ url: URL.createObjectURL(file), file });
    return false; // kept in the form and sent with the save
  };

  const picker = (
    <Upload accept={ACCEPT_IMAGES} showUploadList={false} maxCount={1} beforeUpload={choose}>
      <Button icon={<UploadOutlined />}>{value ? 'Cambiar imagen' : 'Subir imagen'}</Button>
    </Upload>
  );

  return (
    <Flex gap={20} align="center" wrap>
      {value ? (
        <img src={value.url} alt="" style={{ ...preview, border: '1px solid #e5e7eb', background: '#fff' }} />
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{ ...preview, border: '1px dashed #cbd5e1', background: '#f8fafc', color: '#94a3b8', fontSize: 28 }}
        >
          <PictureOutlined />
        </Flex>
      )}
      <Flex vertical gap={8} align="flex-start">
        <Flex gap={8}>
          {crop ? (
            <ImgCrop
              quality={0.9}
              cropShape="round"
              showGrid
              modalTitle="Recortar imagen"
              modalOk="Aceptar"
              modalCancel="Cancelar"
              beforeCrop={isAcceptedImage}
            >
              {picker}
            </ImgCrop>
          ) : (
            picker
          )}
          {value && (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              Quitar
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint ?? 'Formatos JPG o PNG, hasta 5 MB.'}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
