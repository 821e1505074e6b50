import { Anchor } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMailBody, type MailNode } from '../../../../domain/demo/mail/mail-body';

function renderNodes(nodes: readonly MailNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return <Fragment key={i}>{node.text}</Fragment>;
    const children = renderNodes(node.children);
    switch (node.tag) {
      case 'br':
        return <br key={i} />;
      case 'a':
        return node.href ? (
          <Anchor key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {children}
          </Anchor>
        ) : (
          <span key={i}>{children}</span>
        );
      default: {
        const Tag = node.tag;
        return <Tag key={i}>{children}</Tag>;
      }
    }
  });
}

/** Mail HTML rendered as React elements from an allow-listed tree: no innerHTML, so no script runs. */
export function SafeMailBody({ html }: { html: string }) {
  const nodes = useMemo(() => parseMailBody(html), [html]);
  return <div data-testid="mail-body">{renderNodes(nodes)}</div>;
}
