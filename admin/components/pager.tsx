import { useId } from 'react';
import { Link } from 'react-router-dom';
import { pageSizes, type Paging } from '#admin/lib/paging.ts';
import { useTexts } from '#admin/lib/language.tsx';
import { pagingTexts } from '#admin/lib/texts/paging.ts';
import { fill } from '#src/i18n/fill.ts';

// Under a long list: which items are shown of how many, the previous and next
// pages as links (each page has its address) and the page size.

export function Pager({ paging, noun }: { paging: Paging<unknown>; noun: string }) {
  const texts = useTexts(pagingTexts);
  const sizeId = useId();
  const { page, pages, from, to, total, size } = paging;
  return (
    <div className="pager">
      <p className="pager__count">{fill(texts.showing, { from, to, total })}</p>
      {pages > 1 ? (
        <nav className="pager__pages" aria-label={fill(texts.pages, { noun })}>
          {page > 1 ? (
            <Link
              className="button button--secondary button--small"
              to={{ search: paging.searchOf(page - 1) }}
              aria-label={texts.previousPage}
            >
              {texts.previous}
            </Link>
          ) : null}
          <span className="pager__position" aria-current="page">
            {fill(texts.pageOf, { page, pages })}
          </span>
          {page < pages ? (
            <Link className="button button--secondary button--small" to={{ search: paging.searchOf(page + 1) }} aria-label={texts.nextPage}>
              {texts.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {total > pageSizes[0] ? (
        <div className="pager__size">
          <label htmlFor={sizeId}>{texts.perPage}</label>
          <select id={sizeId} className="input select" value={size} onChange={(event) => paging.setSize(Number(event.target.value))}>
            {pageSizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
