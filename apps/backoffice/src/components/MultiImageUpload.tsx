import { App, Button, Flex, Tag, Tooltip, Typography, Upload } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import ImgCrop from 'antd-img-crop';
import { MENSAJES } from '@pos/shared';
import { randomKey } from '../lib/randomKey';
import { ACCEPT_IMAGES, isAcceptedImage } from './ImageUpload';

/** One image of the gallery: a stored one (`id`) or a new cropped file. */
export interface GalleryImage {
  key: string;
  url: string;
  id?: number;
  file?: File;
}

interface Props {
  value?: GalleryImage[];
  onChange?: (images: GalleryImage[]) => void;
  max: number;
}

function moved(images: GalleryImage[], from: number, to: number): GalleryImage[] {
  const next = [...images];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A gallery field: square-cropped jpg/png images, the first one the main picture, reordered with
 * the arrows and removed with the bin (spec 001 §5 "File upload").
 */
export function MultiImageUpload({ value = [], onChange, max }: Props) {
  const { message } = App.useApp();
  const full = value.length >= max;

  const add = (file: File) => {
    if (!isAcceptedImage(file)) {
      void message.error(MENSAJES.campos.formatoImagen);
      return Upload.LIST_IGNORE;
    }
    onChange?.([...value, { key: randomKey(), url: URL.createObjectURL(file), file }]);
    return false; // kept in the form and sent with the save
  };

  return (
    <Flex vertical gap={8}>
      <div className="gallery">
        {value.map((image, index) => (
          <figure key={image.key} className="gallery-item">
            <img src={image.url} alt={`Imagen ${index + 1}`} />
            {index === 0 && (
              <Tag color="blue" className="gallery-main">
                Principal
              </Tag>
            )}
            <Flex className="gallery-actions" justify="center" gap={2}>
              <Tooltip title="Mover a la izquierda">
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowLeftOutlined />}
                  aria-label={`Mover imagen ${index + 1} a la izquierda`}
                  disabled={index === 0}
                  onClick={() => onChange?.(moved(value, index, index - 1))}
                />
              </Tooltip>
              <Tooltip title="Quitar">
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Quitar imagen ${index + 1}`}
                  onClick={() => onChange?.(value.filter((_, i) => i !== index))}
                />
              </Tooltip>
              <Tooltip title="Mover a la derecha">
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowRightOutlined />}
                  aria-label={`Mover imagen ${index + 1} a la derecha`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange?.(moved(value, index, index + 1))}
                />
              </Tooltip>
            </Flex>
          </figure>
        ))}
        {!full && (
          <ImgCrop
            quality={0.9}
            aspect={1}
            showGrid
            rotationSlider
            modalTitle="Recortar imagen"
            modalOk="Aceptar"
            modalCancel="Cancelar"
            beforeCrop={isAcceptedImage}
          >
            <Upload accept={ACCEPT_IMAGES} showUploadList={false} beforeUpload={add}>
              <button type="button" className="gallery-add" aria-label="Agregar imagen">
                <PlusOutlined />
                <span>Agregar</span>
              </button>
            </Upload>
          </ImgCrop>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {`Hasta ${max} imágenes JPG o PNG; la primera es la principal. ${value.length}/${max}`}
      </Typography.Text>
    </Flex>
  );
}
