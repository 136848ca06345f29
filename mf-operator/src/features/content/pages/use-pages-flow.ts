import type { SitePage } from '@amora/contracts';
import { useState } from 'react';
import { apiErrorKey } from '../../../lib/api-error';
import { type PageInput, useDeletePage, useWritePage } from './use-site-pages';

/**
 * What the page editor opens: a page in one locale (`page`), a new language of a page (`token`
 * and the locales it has, `used`), or a new page (nothing).
 */
export interface PageTarget {
  token?: string;
  locale?: string;
  page?: SitePage;
  used?: readonly string[];
}

/** A deletion to confirm: one locale of a page, or the whole page (`count` locales). */
export interface PageDeletion {
  token: string;
  locale?: string;
  count: number;
}

const ERRORS = { invalid_request: 'pages.errors.invalid', not_found: 'pages.errors.not_found', forbidden_role: 'pages.errors.forbidden' };

/**
 * The Pages screen's state (issue 31): the editor's target (`editing`, keyed so each opens fresh),
 * the deletion to confirm (`deleting`), the write and the delete calls with their localized
 * errors, and the status line of the last change (`done`).
 */
export function usePagesFlow(site: string) {
  const write = useWritePage(site);
  const remove = useDeletePage(site);
  const [editing, setEditing] = useState<(PageTarget & { key: number }) | null>(null);
  const [deleting, setDeleting] = useState<PageDeletion | null>(null);
  const [done, setDone] = useState<{ key: string; token: string; locale?: string } | null>(null);
  const edit = (target: PageTarget) => {
    write.reset();
    setEditing({ ...target, key: Date.now() });
  };
  const save = async (input: PageInput) => {
    const { page } = await write.mutateAsync(input);
    setDone({ key: 'pages.saved', token: page.token, locale: page.locale });
    setEditing({ token: page.token, locale: page.locale, page, key: Date.now() });
  };
  const askDelete = (deletion: PageDeletion) => {
    remove.reset();
    setDeleting(deletion);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { token, locale } = deleting;
    remove.mutate(
      { token, locale },
      {
        onSuccess: () => {
          setDeleting(null);
          setDone({ key: locale ? 'pages.deleted_locale' : 'pages.deleted_page', token, locale });
          if (editing?.token === token && (!locale || editing.locale === locale)) setEditing(null);
        },
      },
    );
  };
  return {
    editing,
    deleting,
    done,
    edit,
    closeEditor: () => setEditing(null),
    save,
    saving: write.isPending,
    saveError: write.isError ? apiErrorKey(write.error, ERRORS) : null,
    askDelete,
    confirmDelete,
    cancelDelete: () => setDeleting(null),
    deletingBusy: remove.isPending,
    deleteError: remove.isError ? apiErrorKey(remove.error, ERRORS) : null,
  };
}
