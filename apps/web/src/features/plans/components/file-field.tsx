import { Button, Form, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkFiles, formatBytes, type FileLimits, type FileProblem } from '../model/file-checks';
import '../../../shared/ui/upload-list.css';

interface FileFieldProps {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  limits: FileLimits;
  files: readonly File[];
  /** Problems of the chosen files: the client's checks or the server's (with its product code). */
  errors?: readonly string[];
  onChange(files: File[], problems: string[]): void;
}

/** The sentence of a client-side file problem. */
export function useFileProblemText(): (problem: FileProblem) => string {
  const { t } = useTranslation('plans');
  return (problem) => {
    switch (problem.kind) {
      case 'count':
        return t('errors.fileCount', { count: problem.max });
      case 'format':
        return t('errors.fileFormat', {
          name: problem.name,
          extensions: problem.extensions.join(' / '),
        });
      case 'size':
        return t('errors.fileSize', { name: problem.name, size: formatBytes(problem.maxBytes) });
    }
  };
}

function asUploadFile(file: File, index: number): UploadFile {
  return { uid: `${index}-${file.name}-${file.size}`, name: file.name, size: file.size, status: 'done' };
}

/**
 * A file input with the spec §5 limits checked in the browser (count, extension, size); files stay in the
 * browser until the form is sent. Errors appear under the input.
 */
export function FileField({
  id,
  label,
  hint,
  required,
  limits,
  files,
  errors = [],
  onChange,
}: FileFieldProps) {
  const { t } = useTranslation('plans');
  const problemText = useFileProblemText();
  const multiple = limits.maxFiles > 1;

  const choose = (next: File[]) => {
    const kept = multiple ? next : next.slice(-1);
    onChange(kept, checkFiles(kept, limits).map(problemText));
  };

  return (
    <Form.Item
      className="plan-file-field adp-upload-actions-shown"
      label={label}
      htmlFor={id}
      required={required}
      extra={hint}
      validateStatus={errors.length > 0 ? 'error' : undefined}
      help={errors.length > 0 ? errors.join('\n') : undefined}
      style={{ whiteSpace: 'pre-line' }}
    >
      <Upload
        id={id}
        multiple={multiple}
        accept={limits.extensions.map((extension) => `.${extension}`).join(',')}
        fileList={files.map(asUploadFile)}
        beforeUpload={(file, chosen) => {
          // Called once per file of a pick; act once, on the last, with the whole pick.
          if (file === chosen[chosen.length - 1]) choose([...(multiple ? files : []), ...chosen]);
          return false;
        }}
        onRemove={(removed) => {
          choose(files.filter((file, index) => asUploadFile(file, index).uid !== removed.uid));
          return true;
        }}
        showUploadList={{ showRemoveIcon: true }}
      >
        <Button icon={<UploadOutlined />}>{t('files.choose')}</Button>
      </Upload>
    </Form.Item>
  );
}
