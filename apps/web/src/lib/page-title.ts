import { useDocumentTitle } from '@mantine/hooks';
import { DEFAULT_PRODUCT_NAME } from './public-config';

export const HOME_TITLE = `${DEFAULT_PRODUCT_NAME}: local government meetings, searchable`;

/** Sets the browser tab title for the page: "Title | Gavel", or the home title. */
export function usePageTitle(title?: string): void {
  useDocumentTitle(title ? `${title} | ${DEFAULT_PRODUCT_NAME}` : HOME_TITLE);
}
