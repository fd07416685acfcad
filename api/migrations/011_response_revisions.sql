-- A response the visitor made from another by taking one of the changes the plan engine suggested for it
-- (plans/revision.ts): it is drawn with the first response's seed, the seed the engine confirmed the change
-- with, so the plan the visitor was promised is the plan they get.
alter table survey_responses add column revision_of text references survey_responses (id);
