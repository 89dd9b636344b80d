import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { SearchField } from "../../../components/ui/search-field/search-field";
import { useScrollToAnchor } from "../hooks/use-scroll-to-anchor";
import { allQuestions, faqSections } from "../utils/faq-questions";
import { matchesQuery } from "../utils/faq-search";
import styles from "./faq.module.css";
import { FaqItem } from "./faq-item";
import { LiveFigures, type LiveMiner } from "./live-figures";

const known = new Set(allQuestions.map((q) => q.id));
const anchorOf = (hash: string) => {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return known.has(id) ? id : null;
};

/** The answer's placeholders, with the pool's configured payout time where the answer names it. */
const withPayoutTime = (values: Record<string, string | number> = {}, payoutTime?: string) =>
  payoutTime && "payoutTime" in values ? { ...values, payoutTime } : values;

/**
 * The FAQ: a search box filtering questions and answers as one types (in the language shown), the questions by
 * section, each with an anchor. Opening `/faq#<id>` opens that question and scrolls to it.
 */
export function FaqView({ miner, payoutTime }: { miner: LiveMiner | null; payoutTime?: string }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<Set<string>>(() => new Set([anchorOf(hash) ?? ""]));
  // While searching, matches show open; the ones closed by hand during this search are here.
  const [closed, setClosed] = useState<Set<string>>(new Set());

  useEffect(() => {
    const target = anchorOf(hash);
    if (!target) return;
    setQuery("");
    setOpen((current) => (current.has(target) ? current : new Set(current).add(target)));
  }, [hash]);
  useScrollToAnchor(anchorOf(hash));

  const sections = useMemo(
    () =>
      faqSections
        .map((section) => ({
          id: section.id,
          questions: section.questions
            .map((q) => ({
              ...q,
              question: t(`faq.questions.${q.key}.q`),
              answer: t(`faq.questions.${q.key}.a`, withPayoutTime(q.values, payoutTime)),
            }))
            .filter((q) => matchesQuery([q.question, q.answer], query)),
        }))
        .filter((section) => section.questions.length > 0),
    [t, query, payoutTime],
  );
  const found = sections.reduce((sum, s) => sum + s.questions.length, 0);
  const searching = query.trim() !== "";
  const isOpen = (id: string) => open.has(id) || (searching && !closed.has(id));
  const toggle = (id: string) => {
    const next = !isOpen(id);
    setOpen((current) => {
      const copy = new Set(current);
      if (next) copy.add(id);
      else copy.delete(id);
      return copy;
    });
    setClosed((current) => {
      const copy = new Set(current);
      if (next) copy.delete(id);
      else copy.add(id);
      return copy;
    });
  };
  const type = (text: string) => {
    setQuery(text);
    setClosed(new Set());
  };
  const base = `${window.location.origin}${window.location.pathname}`;

  return (
    <div className={styles.root}>
      <search className={styles.search}>
        <SearchField
          value={query}
          onChange={type}
          label={t("faq.search.label")}
          placeholder={t("faq.search.placeholder")}
          maxLength={100}
          testId="faq-search"
          debounceMs={0}
        />
      </search>
      <p className={styles.srOnly} aria-live="polite">
        {searching ? t("faq.search.count", { count: found }) : ""}
      </p>
      {found === 0 ? (
        <EmptyState
          icon="search"
          title={t("faq.search.noMatchTitle", { query: query.trim() })}
          description={t("faq.search.noMatchText")}
          action={
            <button type="button" className={styles.clear} onClick={() => type("")}>
              {t("faq.search.clear")}
            </button>
          }
        />
      ) : (
        sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`faq-section-${section.id}`}>
            <h2 id={`faq-section-${section.id}`} className={styles.sectionTitle}>
              {t(`faq.sections.${section.id}`)}
            </h2>
            <div className={styles.list}>
              {section.questions.map((q) => (
                <FaqItem
                  key={q.id}
                  id={q.id}
                  question={q.question}
                  answer={q.answer}
                  expanded={isOpen(q.id)}
                  onToggle={() => toggle(q.id)}
                  link={`${base}#${q.id}`}
                  copyLabel={t("faq.copyLink", { question: q.question })}
                  copiedTitle={t("faq.copied")}
                >
                  {q.live && isOpen(q.id) ? <LiveFigures miner={miner} /> : null}
                </FaqItem>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
