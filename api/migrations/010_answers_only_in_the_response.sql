-- Each response's answers were stored twice: exactly as sent (survey_responses.answer) and one
-- row per field. The rows are derivable from the first copy and the questionnaire version the
-- response names (versions never change), and writing fourteen of them cost about a third of a
-- survey submission's time on PostgreSQL. The requirement text is now built from the answer.
drop table survey_response_answers;
