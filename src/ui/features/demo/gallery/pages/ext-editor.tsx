import '@mantine/tiptap/styles.css';
import { Button, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState } from 'react';
import { DemoSection, useT } from '../shared/demo-section';
import { sanitiseHtml } from './sanitise-html';

const LABEL_KEYS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'clearFormatting',
  'h1',
  'h2',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
  'code',
  'hr',
  'link',
  'unlink',
  'undo',
  'redo',
] as const;

export function EditorDemo() {
  const t = useT();
  const [html, setHtml] = useState('');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: `<h2>${t('gallery.editor.heading')}</h2><p>${t('gallery.editor.body')}</p><ul><li>${t('gallery.editor.item')}</li></ul>`,
    editorProps: { attributes: { 'aria-label': t('gallery.editor.label') } },
    shouldRerenderOnTransaction: true,
  });
  const labels = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of LABEL_KEYS) out[`${key}ControlLabel`] = t(`gallery.editor.control.${key}`);
    out.linkEditorInputLabel = t('gallery.editor.linkUrl');
    out.linkEditorSave = t('gallery.comp.save');
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels only change with the language, which remounts the page
  }, []);
  return (
    <Stack>
      <DemoSection titleId="gallery.editor.full">
        <RichTextEditor editor={editor} labels={labels}>
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
              <RichTextEditor.Code />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H1 />
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content mih={200} />
        </RichTextEditor>
        <Group>
          <Button onClick={() => setHtml(editor?.getHTML() ?? '')}>{t('gallery.editor.preview')}</Button>
          <Text size="sm" c="dimmed">
            {t('gallery.editor.words', { count: editor?.getText().split(/\s+/).filter(Boolean).length ?? 0 })}
          </Text>
        </Group>
      </DemoSection>
      {html ? (
        <DemoSection titleId="gallery.editor.previewTitle">
          <Paper withBorder p="md">
            {/* Sanitised though the editor's schema expresses no script: pasted or set content is not trusted. */}
            <Typography>
              <div data-testid="editor-preview" dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />
            </Typography>
          </Paper>
        </DemoSection>
      ) : null}
    </Stack>
  );
}
