// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 fcd5e19287e9d96d67b24366386a958cb2de82cf34780db4c5d5cd10908af448).

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** coding_analyze_file_dependencies input */
        coding_analyze_file_dependencies__input: {
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description File path relative to the project root. */
            file_path: string;
        };
        /** coding_analyze_file_dependencies output */
        coding_analyze_file_dependencies__output: {
            /** @description The file, relative to the repository folder (forward slashes). */
            file_path: string;
            /** @description Files of the repository it imports. */
            imports: string[];
            /** @description Files of the repository that import it. */
            imported_by: string[];
            /**
             * @description Null for a file whose imports are not read.
             * @enum {string|null}
             */
            language?: "typescript" | "javascript" | "python" | null;
            /** @description Packages imported from outside the folder (installed packages, the standard library, node: modules). */
            external?: string[];
            /** @description Relative imports that point at no file of the folder. */
            unresolved?: string[];
            /** @description Files in an import cycle with it. */
            in_cycle_with?: string[];
            notes?: string;
            /** @description Real path of the folder analysed. */
            repository?: string;
            /** @description HEAD commit of the folder's git work tree; null outside git or before the first commit. */
            commit?: string | null;
            /** @description The work tree had uncommitted or untracked changes (they are analysed too). */
            dirty?: boolean;
            /** @description The import graph came from the cache for this commit and these changes. */
            cached?: boolean;
            /** @description TypeScript, JavaScript and Python files in the import graph. */
            analysed_files?: number;
            /** @description Present when no folder matched the project and the first root was read. */
            repository_note?: string;
            /** @description The folder had more files than are listed (50,000); the graph covers part of it. */
            truncated?: boolean;
        };
        /** coding_analyze_patterns input */
        coding_analyze_patterns__input: {
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /**
             * Format: date
             * @description Only sessions since this day (YYYY-MM-DD).
             */
            since?: string;
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
        };
        /** coding_analyze_patterns output */
        coding_analyze_patterns__output: {
            project?: string;
            since?: string | null;
            summary: {
                sessions?: number;
                file_changes?: number;
                files?: number;
                errors?: number;
                resolved_errors?: number;
                decisions?: number;
            };
            patterns: {
                /** @enum {string} */
                kind?: "recurring_error" | "unresolved_errors" | "hot_file" | "error_prone_file" | "decision" | "sessions";
                pattern: string;
                occurrences: number;
                advice?: string;
                examples?: string[];
            }[];
            hot_files?: {
                file_path: string;
                changes: number;
            }[];
        };
        /** coding_analyze_refactor_impact input */
        coding_analyze_refactor_impact__input: {
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description File path relative to the project root. */
            file_path: string;
            /** @description Function, class or module to change. */
            symbol?: string;
        };
        /** coding_analyze_refactor_impact output */
        coding_analyze_refactor_impact__output: {
            /** @description Files a change may affect: the direct dependants, then the files depending on them, nearest first. */
            affected_files: string[];
            /**
             * @description high from 20 affected files or a quarter of the analysed files; medium from 5 or a tenth, or when the file is in an import cycle; else low.
             * @enum {string}
             */
            risk: "low" | "medium" | "high";
            /** @description How many files import it directly and through others, tests among them, cycles, and why the risk. */
            notes?: string;
            file_path?: string;
            symbol?: string | null;
            /** @description Files importing it (with a symbol: those that name it, found through `export *` / `import *` re-exports too). */
            direct_dependants?: string[];
            /** @description Files depending on the direct dependants. */
            transitive_dependants?: string[];
            in_cycle_with?: string[];
            /** @description Real path of the folder analysed. */
            repository?: string;
            /** @description HEAD commit of the folder's git work tree; null outside git or before the first commit. */
            commit?: string | null;
            /** @description The work tree had uncommitted or untracked changes (they are analysed too). */
            dirty?: boolean;
            /** @description The import graph came from the cache for this commit and these changes. */
            cached?: boolean;
            /** @description TypeScript, JavaScript and Python files in the import graph. */
            analysed_files?: number;
            /** @description Present when no folder matched the project and the first root was read. */
            repository_note?: string;
            /** @description The folder had more files than are listed (50,000); the graph covers part of it. */
            truncated?: boolean;
        };
        /** coding_end_session input */
        coding_end_session__input: {
            /** @description Coding session id returned by coding_start_session. */
            session_id: string;
            /** @description What was done and what is left. */
            summary?: string;
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
        };
        /** coding_end_session output */
        coding_end_session__output: {
            session_id: string;
            project?: string;
            ended_at: string;
            duration_seconds?: number;
            files_changed: number;
            files?: string[];
            errors?: number;
            decisions?: number;
        };
        /** coding_generate_pr_description input */
        coding_generate_pr_description__input: {
            /** @description Coding session id returned by coding_start_session. */
            session_id: string;
            /** @description Target branch (default `main`, else `master`). */
            base_branch?: string;
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
            /** @description Repository folder (default: the session's project, else the first root). */
            repository_path?: string;
        };
        /** coding_generate_pr_description output */
        coding_generate_pr_description__output: {
            /** @description The session's task, else the only commit's subject, else the summary's first sentence, else the files changed (at most 72 characters). */
            title: string;
            /** @description Markdown: Summary, Changes, Decisions, Fixed along the way, Known issues, Commits and the totals. */
            body: string;
            /** @enum {string} */
            method?: "template" | "llm";
            /** @description The writer asked besides the template, if any. */
            model?: string | null;
            session_id?: string;
            project?: string;
            /** @description Folder whose diff was read; null when the records alone were used. */
            repository?: string | null;
            base?: string | null;
            merge_base?: string | null;
            branch?: string | null;
            files?: {
                path?: string;
                previous_path?: string;
                /** @enum {string} */
                status?: "added" | "modified" | "deleted" | "renamed" | "copied" | "type changed" | "untracked";
                additions?: number | null;
                deletions?: number | null;
            }[];
            commits?: {
                commit?: string;
                subject?: string;
                author?: string;
            }[];
            notes?: string[];
        };
        /** coding_get_issue_context input */
        coding_get_issue_context__input: {
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description `owner/name` (GitLab: the project path). */
            repository: string;
            /** @description Issue number (on GitLab, the project's issue number, iid). */
            issue_number: number;
        };
        /** coding_get_issue_context output */
        coding_get_issue_context__output: {
            /** @enum {string} */
            provider: "github" | "gitlab";
            repository: string;
            /** @description The issue as vcs_issue_view gives it, with its comments. */
            issue: {
                number: number;
                title: string;
                state: string;
                body: string;
                url: string;
                comments: {
                    author: string | null;
                    body: string;
                    created_at: string | null;
                    url: string;
                }[];
            };
            linked_pull_requests: {
                number: number;
                title: string;
                state: string;
                url: string;
                /** @enum {string} */
                relation: "closes" | "mentions";
            }[];
            related_sessions: {
                session_id: string;
                project: string;
                task: string | null;
                started_at: string;
                ended_at: string | null;
                summary: string | null;
                open: boolean;
                /** @description Linked to the issue by coding_link_vcs_issue (else it mentions it). */
                linked: boolean;
            }[];
            related_decisions: {
                [key: string]: unknown;
            }[];
            related_errors: {
                [key: string]: unknown;
            }[];
            related_changes: {
                [key: string]: unknown;
            }[];
            /** @description Files changed in the related sessions or named by the related errors (at most 100). */
            related_files: string[];
            notes: string[];
        };
        /** coding_get_project_context input */
        coding_get_project_context__input: {
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
        };
        /** coding_get_project_context output */
        coding_get_project_context__output: {
            project: string;
            /** @description Newest first, at most 10. */
            recent_sessions?: {
                session_id?: string;
                project?: string;
                task?: string | null;
                started_at?: string;
                ended_at?: string | null;
                summary?: string | null;
                open?: boolean;
            }[];
            /** @description Newest first, at most 20. */
            decisions?: {
                decision_id?: string;
                decision?: string | null;
                rationale?: string | null;
                alternatives?: string[];
                session_id?: string | null;
                recorded_at?: string;
            }[];
            /** @description Errors recorded without a resolution, newest first, at most 20. */
            open_errors?: {
                error_id?: string;
                error_message?: string | null;
                file_path?: string | null;
                resolution?: string | null;
                session_id?: string | null;
                recorded_at?: string;
            }[];
            /** @description Newest first, at most 20. */
            recent_file_changes?: {
                file_path?: string | null;
                change_type?: string | null;
                summary?: string | null;
                session_id?: string | null;
                recorded_at?: string;
            }[];
            counts?: {
                sessions?: number;
                decisions?: number;
                errors?: number;
                open_errors?: number;
                file_changes?: number;
            };
            /** @description The project's folder on the user's machine; null on remote /mcp. */
            repository?: {
                path?: string;
                /** @description Files listed (git's tracked and untracked-not-ignored files, or a walk). */
                files?: number;
                readme?: {
                    file?: string;
                    /** @description The opening, up to 4,000 characters, cut at a paragraph. */
                    excerpt?: string;
                    truncated?: boolean;
                } | null;
                manifests?: {
                    file?: string;
                    ecosystem?: string;
                    name?: string | null;
                    version?: string | null;
                    description?: string | null;
                    dependencies?: string[];
                    dev_dependencies?: string[];
                    scripts?: string[];
                }[];
                /** @description By bytes, largest first; share of the bytes in a known language. */
                languages?: {
                    language?: string;
                    files?: number;
                    bytes?: number;
                    share?: number;
                }[];
                git?: {
                    branch?: string | null;
                    head?: string | null;
                    dirty?: boolean;
                    recent_commits?: {
                        commit?: string;
                        date?: string;
                        author?: string;
                        subject?: string;
                    }[];
                } | null;
            } | null;
            notes?: string[];
        };
        /** coding_link_vcs_issue input */
        coding_link_vcs_issue__input: {
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
            /** @description Coding session id returned by coding_start_session. */
            session_id: string;
            /** @description `owner/name` (GitLab: the project path). */
            repository: string;
            /** @description Issue number (on GitLab, the project's issue number, iid). */
            issue_number: number;
            /**
             * @description Also comment on the issue (needs GITHUB_TOKEN or GITLAB_TOKEN).
             * @default false
             */
            post_comment: boolean;
            /** @description Text of that comment (default: names the session and task). */
            comment?: string;
        };
        /** coding_link_vcs_issue output */
        coding_link_vcs_issue__output: {
            ok: boolean;
            message: string;
            /** @description Key of the link's memory. */
            link_key: string;
            session_id: string;
            project: string;
            /** @enum {string} */
            provider: "github" | "gitlab";
            repository: string;
            issue_number: number;
            /** @description The issue as the code host gave it; null when it could not be looked up. */
            issue: {
                title?: string;
                state?: string;
                url?: string;
            } | null;
            /** @description The code host confirmed the issue. */
            verified: boolean;
            /** @description Address of the comment posted (post_comment), else null. */
            comment_url: string | null;
        };
        /** coding_record_decision input */
        coding_record_decision__input: {
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description The decision taken. */
            decision: string;
            /** @description Why. */
            rationale?: string;
            /** @description Options considered and rejected. */
            alternatives?: string[];
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
            /** @description Coding session the decision was taken in (optional). */
            session_id?: string;
        };
        /** coding_record_decision output */
        coding_record_decision__output: {
            decision_id: string;
            project?: string;
            recorded_at: string;
        };
        /** coding_record_error input */
        coding_record_error__input: {
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description The error text. */
            error_message: string;
            /** @description File path relative to the project root. */
            file_path?: string;
            /** @description Stack trace, if any. */
            stack_trace?: string;
            /** @description How it was fixed, if known. */
            resolution?: string;
            /** @description Coding session id returned by coding_start_session. */
            session_id?: string;
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
        };
        /** coding_record_error output */
        coding_record_error__output: {
            error_id: string;
            /** @description Errors recorded earlier in the project with the same message (numbers, paths, ids and quoted text aside). */
            similar_errors: number;
            /** @description How those were fixed. */
            known_resolutions: string[];
        };
        /** coding_search_errors input */
        coding_search_errors__input: {
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description Search terms. */
            query: string;
            /**
             * @description Number of results (default 10, at most 50).
             * @default 10
             */
            limit: number;
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
        };
        /** coding_search_errors output */
        coding_search_errors__output: {
            project?: string;
            results: {
                error_id: string;
                error_message: string;
                resolution: string | null;
                file_path?: string | null;
                session_id?: string | null;
                score: number;
                recorded_at?: string;
            }[];
        };
        /** coding_start_session input */
        coding_start_session__input: {
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description What the session is meant to achieve. */
            task?: string;
        };
        /** coding_start_session output */
        coding_start_session__output: {
            session_id: string;
            project: string;
            user_id: string;
            task?: string | null;
            started_at: string;
        };
        /** coding_suggest_refactor_order input */
        coding_suggest_refactor_order__input: {
            /** @description Project identifier (repository name or root folder path). */
            project: string;
            /** @description Files to refactor. */
            files: string[];
        };
        /** coding_suggest_refactor_order output */
        coding_suggest_refactor_order__output: {
            /** @description The files, each after the files it depends on (directly or through files not in the list); files of an import cycle next to each other; files whose imports are unknown last. */
            order: string[];
            /** @description Per file: what it comes after, the cycle it is in, how many of the others depend on it. */
            reasons?: {
                [key: string]: string;
            };
            /** @description The order as steps: a file alone, or the files of a cycle to refactor together. */
            steps?: string[][];
            /** @description Import cycles among the files. */
            cycles?: string[][];
            /** @description Files asked for that do not exist (left out of the order). */
            missing?: string[];
            /** @description Real path of the folder analysed. */
            repository?: string;
            /** @description HEAD commit of the folder's git work tree; null outside git or before the first commit. */
            commit?: string | null;
            /** @description The work tree had uncommitted or untracked changes (they are analysed too). */
            dirty?: boolean;
            /** @description The import graph came from the cache for this commit and these changes. */
            cached?: boolean;
            /** @description TypeScript, JavaScript and Python files in the import graph. */
            analysed_files?: number;
            /** @description Present when no folder matched the project and the first root was read. */
            repository_note?: string;
            /** @description The folder had more files than are listed (50,000); the graph covers part of it. */
            truncated?: boolean;
        };
        /** coding_track_file_change input */
        coding_track_file_change__input: {
            /** @description Coding session id returned by coding_start_session. */
            session_id: string;
            /** @description File path relative to the project root. */
            file_path: string;
            /**
             * @description Kind of change.
             * @enum {string}
             */
            change_type: "created" | "modified" | "deleted" | "renamed";
            /** @description What changed and why. */
            summary?: string;
            /** @description Whose coding records (default: the key's user, else `default_user`). */
            user_id?: string;
        };
        /** coding_track_file_change output */
        coding_track_file_change__output: {
            change_id: string;
            session_id: string;
            project?: string;
            file_path: string;
            change_type: string;
            /** @description Distinct files changed in the session so far. */
            files_changed: number;
        };
        /** dir_list input */
        dir_list__input: {
            /**
             * @description Folder to list (default: the first root).
             * @default .
             */
            path: string;
            /**
             * @description List sub-folders too (symlinks are not entered).
             * @default false
             */
            recursive: boolean;
            /**
             * @description Also list .git folders and what the .gitignore files of the folder and its sub-folders ignore.
             * @default false
             */
            include_ignored: boolean;
            /**
             * @description Most entries (default 1000; never more than MEMPLAT_DIR_MAX_ENTRIES).
             * @default 1000
             */
            max_entries: number;
        };
        /** dir_list output */
        dir_list__output: {
            /** @description Real path of the folder listed. */
            path: string;
            entries: {
                /** @description Path relative to the folder listed, with / between parts. */
                name: string;
                /** @enum {string} */
                type: "file" | "directory" | "symlink" | "other";
                size?: number | null;
                modified_at?: string | null;
            }[];
            truncated: boolean;
            /** @description The folders this server may touch. */
            roots?: string[];
        };
        /** ext_image_search input */
        ext_image_search__input: {
            /** @description Search terms. */
            query: string;
            /**
             * @description Number of results (default 10, at most 50).
             * @default 10
             */
            count: number;
            /**
             * @description Safe-search level (default `strict`).
             * @default strict
             * @enum {string}
             */
            safe_search: "off" | "moderate" | "strict";
        };
        /** ext_image_search output */
        ext_image_search__output: {
            /** @description Search provider that answered (`searxng` or `brave`). */
            provider: string;
            results: {
                title: string;
                /** @description The page the image is on. */
                url: string;
                /** @description The full-size image. */
                image_url: string | null;
                /** @description A small preview of the image. */
                thumbnail_url: string | null;
                /** @description Site the image comes from. */
                source: string | null;
            }[];
        };
        /** ext_local_search input */
        ext_local_search__input: {
            /** @description What to look for, e.g. `vegetarian restaurant` or `pharmacy open now`. */
            query: string;
            /** @description A place, address or `latitude,longitude` (else the query names it). */
            location?: string;
            /**
             * @description Number of places (default 5, at most 20).
             * @default 5
             */
            count: number;
        };
        /** ext_local_search output */
        ext_local_search__output: {
            /** @description Search provider that answered (`searxng` or `brave`). */
            provider: string;
            results: {
                name: string;
                address: string | null;
                latitude: number | null;
                longitude: number | null;
                phone: string | null;
                url: string | null;
                rating: number | null;
                categories: string[];
            }[];
        };
        /** ext_news_search input */
        ext_news_search__input: {
            /** @description Search terms. */
            query: string;
            /**
             * @description Number of results (default 10, at most 50).
             * @default 10
             */
            count: number;
            /**
             * @description Only articles published within this period (default `week`).
             * @default week
             * @enum {string}
             */
            freshness: "day" | "week" | "month" | "any";
        };
        /** ext_news_search output */
        ext_news_search__output: {
            /** @description Search provider that answered (`searxng` or `brave`). */
            provider: string;
            results: {
                title: string;
                /** @description Address of the result. */
                url: string;
                /** @description Plain-text extract (empty when the provider gives none). */
                snippet: string;
                /** @description Publisher or site name (the host name when the provider names none). */
                source: string | null;
                /** @description Publication date (ISO 8601) when the provider gives one. */
                published_at: string | null;
                /** @description Preview image address, when there is one. */
                thumbnail_url: string | null;
            }[];
        };
        /** ext_video_search input */
        ext_video_search__input: {
            /** @description Search terms. */
            query: string;
            /**
             * @description Number of results (default 10, at most 50).
             * @default 10
             */
            count: number;
        };
        /** ext_video_search output */
        ext_video_search__output: {
            /** @description Search provider that answered (`searxng` or `brave`). */
            provider: string;
            results: {
                title: string;
                /** @description Address of the result. */
                url: string;
                /** @description Plain-text extract (empty when the provider gives none). */
                snippet: string;
                /** @description Publisher or site name (the host name when the provider names none). */
                source: string | null;
                /** @description Publication date (ISO 8601) when the provider gives one. */
                published_at: string | null;
                /** @description Preview image address, when there is one. */
                thumbnail_url: string | null;
                /** @description Length as the provider writes it, e.g. `4:21`. */
                duration: string | null;
            }[];
        };
        /** ext_web_search input */
        ext_web_search__input: {
            /** @description Search terms. */
            query: string;
            /**
             * @description Number of results (default 10, at most 50).
             * @default 10
             */
            count: number;
            /** @description Two-letter country code to localise results, e.g. `us`. */
            country?: string;
            /**
             * @description Only pages published within this period (default `any`).
             * @default any
             * @enum {string}
             */
            freshness: "day" | "week" | "month" | "year" | "any";
        };
        /** ext_web_search output */
        ext_web_search__output: {
            /** @description Search provider that answered (`searxng` or `brave`). */
            provider: string;
            results: {
                title: string;
                /** @description Address of the result. */
                url: string;
                /** @description Plain-text extract (empty when the provider gives none). */
                snippet: string;
                /** @description Publisher or site name (the host name when the provider names none). */
                source: string | null;
                /** @description Publication date (ISO 8601) when the provider gives one. */
                published_at: string | null;
            }[];
        };
        /** fact_check_claim input */
        fact_check_claim__input: {
            /** @description One statement to check. Give either claim or text. */
            claim?: string;
            /** @description A passage whose sentences are checked as separate claims. Give claim or text. */
            text?: string;
            /** @description Where the claim was made, or extra context. */
            context?: string;
            /**
             * @description Most claims taken from text (default 5).
             * @default 5
             */
            max_claims: number;
            /**
             * UserId
             * @description Whose memories count as evidence (default: the key's user).
             */
            user_id?: string;
            /**
             * AgentName
             * @description Agent namespace of those memories.
             */
            agent_name?: string;
            /**
             * @description Use the caller's memories as evidence (default true).
             * @default true
             */
            use_memories: boolean;
        };
        /** fact_check_claim output */
        fact_check_claim__output: {
            /** @description The claim, or the text, as given. */
            claim: string;
            /**
             * @description The claim's verdict; for a text, the overall one (unanimous, else `mixed`; `unverified` when no claim is settled).
             * @enum {string}
             */
            verdict: "supported" | "refuted" | "mixed" | "unverified";
            confidence: number;
            explanation: string;
            /** @description Every cited address, or `memory:<key>` for memories. */
            sources: string[];
            /**
             * @description How the verdicts were reached: all by the heuristic, all by the language model, or some of each (the model failed for some claims).
             * @enum {string}
             */
            method: "heuristic" | "llm" | "llm_and_heuristic";
            /** @description The language model that judged, or null when every verdict is heuristic. */
            model: string | null;
            /** @description Each claim checked, with its citations. */
            claims: {
                claim: string;
                /**
                 * @description `supported` or `refuted` by the evidence found, `mixed` when it points both ways, `unverified` when nothing found settles the claim.
                 * @enum {string}
                 */
                verdict: "supported" | "refuted" | "mixed" | "unverified";
                /** @description How strongly the evidence backs the verdict (0 when nothing settles the claim). Heuristic verdicts stay at or below 0.85. */
                confidence: number;
                /** @description How the verdict was reached, naming the sources. */
                explanation: string;
                /**
                 * @description `heuristic`: term overlap, negation and refuting words, number and date agreement (no language model); `llm`: judged by the model of LLM_BASE_URL from the evidence.
                 * @enum {string}
                 */
                method: "heuristic" | "llm";
                /** @description The evidence that bears on the claim, strongest first. */
                citations: {
                    /**
                     * @description `web`: a search result's snippet; `page`: the passage of a page read that matches the claim best; `memory`: one of the caller's memories.
                     * @enum {string}
                     */
                    source: "web" | "page" | "memory";
                    url: string | null;
                    title: string | null;
                    /** @description The memory's key (source `memory`). */
                    memory_key: string | null;
                    /** @description The text that was judged. */
                    snippet: string;
                    /** @enum {string} */
                    stance: "supports" | "refutes" | "neutral";
                }[];
                /** @description The citations' addresses, or `memory:<key>` for memories. */
                sources: string[];
            }[];
            /** @description Checkable sentences of the text beyond max_claims, not checked. */
            left_out: number;
            /** @description Where evidence was looked for. */
            evidence: {
                /** @description The search provider asked (searxng, brave), or null when none was. */
                search_provider: string | null;
                search_results: number;
                pages_read: number;
                memories_considered: number;
            };
            /** @description What was missing or failed: an unconfigured search provider (starting `WEB-001:` and naming the settings), pages that could not be read, a language model that was not used. */
            notes: string[];
        };
        /** file_read input */
        file_read__input: {
            /** @description Absolute, or relative to the first allowed folder. */
            path: string;
            /**
             * @description First byte to read (default 0).
             * @default 0
             */
            offset: number;
            /**
             * @description Most bytes to read (at most MEMPLAT_FILE_MAX_BYTES).
             * @default 1048576
             */
            length: number;
            /**
             * @description `utf8` or `base64` (non-UTF-8 bytes come back as base64).
             * @default utf8
             * @enum {string}
             */
            encoding: "utf8" | "base64";
        };
        /** file_read output */
        file_read__output: {
            /** @description Real path of the file (symlinks resolved). */
            path: string;
            content: string;
            /** @enum {string} */
            encoding: "utf8" | "base64";
            /** @description Size of the whole file in bytes. */
            size: number;
            offset: number;
            bytes_read: number;
            /** @description True when the file goes on after the bytes returned. */
            truncated: boolean;
            note?: string;
        };
        /** file_write input */
        file_write__input: {
            /** @description Absolute, or relative to the first allowed folder. */
            path: string;
            /** @description Text to write (UTF-8; at most MEMPLAT_FILE_MAX_BYTES bytes). */
            content: string;
            /**
             * @description `create` fails when the file exists.
             * @default overwrite
             * @enum {string}
             */
            mode: "overwrite" | "append" | "create";
        };
        /** file_write output */
        file_write__output: {
            /** @description Real path of the file written. */
            path: string;
            bytes_written: number;
            /** @description True when the file did not exist before. */
            created: boolean;
            /** @description Size of the file afterwards. */
            size: number;
        };
        /** get_video_metadata input */
        get_video_metadata__input: {
            /**
             * Format: uri
             * @description Video page address.
             */
            url: string;
        };
        /** get_video_metadata output */
        get_video_metadata__output: {
            /** @description The video's address (the final page address for other sites). */
            url: string;
            /** @description `youtube`, or the site's host name. */
            platform: string;
            /** @description YouTube video id; null for other sites. */
            video_id: string | null;
            title: string;
            /** @description Channel or author. */
            channel: string | null;
            channel_url: string | null;
            duration_seconds: number | null;
            /** @description Publication date (ISO 8601). */
            published_at: string | null;
            description: string | null;
            thumbnail_url: string | null;
            /** @description Where the facts came from: `youtube_data_api`, `oembed+watch_page`, `oembed` or `page`. */
            source: string;
        };
        /** get_video_transcript input */
        get_video_transcript__input: {
            /**
             * Format: uri
             * @description Video page address (e.g. a YouTube link).
             */
            url: string;
            /** @description Preferred transcript language (BCP 47, e.g. `en`). */
            language?: string;
        };
        /** get_video_transcript output */
        get_video_transcript__output: {
            url: string;
            video_id: string;
            /** @description Language of the captions returned (the one asked for when the video has it, else its main captions). */
            language: string;
            /** @description True for speech-recognition captions. */
            auto_generated: boolean;
            /** @description Caption languages the video has. */
            available_languages: string[];
            segments: {
                /** @description Seconds from the start. */
                start: number;
                duration: number;
                text: string;
            }[];
            /** @description The segments' text joined. */
            text: string;
        };
        /** media_open_audio input */
        media_open_audio__input: {
            /** @description Absolute, or relative to the first allowed folder. */
            path: string;
        };
        /** media_open_audio output */
        media_open_audio__output: {
            path: string;
            mime_type: string;
            bytes: number;
            duration_seconds?: number | null;
        };
        /** media_open_image input */
        media_open_image__input: {
            /** @description Absolute, or relative to the first allowed folder. */
            path: string;
        };
        /** media_open_image output */
        media_open_image__output: {
            path: string;
            mime_type: string;
            bytes: number;
            width?: number | null;
            height?: number | null;
        };
        /** media_open_video input */
        media_open_video__input: {
            /** @description Absolute, or relative to the first allowed folder. */
            path: string;
        };
        /** media_open_video output */
        media_open_video__output: {
            path: string;
            mime_type: string;
            bytes: number;
            duration_seconds?: number | null;
            width?: number | null;
            height?: number | null;
            video_codec?: string | null;
            audio_codec?: string | null;
            frame_rate?: number | null;
            /** @description True when a poster frame (PNG) follows as image content. */
            poster: boolean;
            /**
             * @description How the metadata was read.
             * @enum {string}
             */
            method: "ffmpeg" | "file-header";
            note?: string;
        };
        /**
         * memory_delete input
         * @description Delete one memory by key (audited), or forget everything of the agent namespace or of the user (`forget`, in two steps with `confirm`).
         */
        memory_delete__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /**
             * MemoryKey
             * @description Give key or forget.
             * @example user.preferences.language
             */
            key?: string;
            /**
             * @description Instead of key: `agent` forgets all of agent_name, `user` all of user_id; the first call answers a confirm value to repeat it with.
             * @enum {string}
             */
            forget?: "agent" | "user";
            /** @description From the first forget call. */
            confirm?: string;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_delete output
         * @description Confirmation of the deletion, or (forget without confirm) what would be deleted and the value that confirms it.
         */
        memory_delete__output: {
            /** @description true: deleted. false: a forget call that deleted nothing yet; send `confirm` back to delete. */
            deleted: boolean;
            /** @description The deleted memory's key (key form). */
            key?: string;
            /** @description Agent namespace the deleted memory was in (`global` when the key named the user's shared memory). */
            agent_name?: string;
            /** @description The forgotten namespace (forget form); agent_name null means every agent of the user. */
            namespace?: {
                user_id: string;
                agent_name: string | null;
            };
            /** @description Forget form: what would be deleted (deleted false) or what was (deleted true). */
            counts?: {
                memories: number;
                feedback: number;
                interactions: number;
                graph_nodes: number;
                graph_edges: number;
            };
            /** @description Forget form, deleted false: call again with this as confirm to delete. */
            confirm?: string;
            /**
             * Format: date-time
             * @description Until when confirm is accepted.
             */
            expires_at?: string;
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /**
         * memory_feedback input
         * @description Tell the platform whether a recalled memory or graph node helped.
         */
        memory_feedback__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /** @description Graph node, e.g. `memory:<key>`. */
            node_id?: string;
            /**
             * MemoryKey
             * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
             * @example user.preferences.language
             */
            key?: string;
            /** @enum {string} */
            label: "useful" | "irrelevant" | "outdated";
            /**
             * @description Negative to count against.
             * @default 1
             */
            weight: number;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        } & (unknown | unknown);
        /**
         * memory_feedback output
         * @description The recorded feedback; `feedback_score` is the memory's net feedback afterwards, in [-1, 1].
         */
        memory_feedback__output: {
            feedback_score?: number;
            /**
             * MemoryContext
             * @description The context the feedback was recorded in.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        } & {
            /**
             * Format: uuid
             * @description Identifier of the feedback record.
             */
            id: string;
            /** @description Memory key the feedback applies to, or null when given by node. */
            key: string | null;
            /** @description Graph node the feedback applies to. */
            node_id: string;
            /**
             * @description Kind of feedback.
             * @enum {string}
             */
            label: "useful" | "irrelevant" | "outdated";
            /** @description Applied weight. */
            weight: number;
            /**
             * Format: date-time
             * @description When the feedback was recorded.
             */
            created_at: string;
            /**
             * MemoryContext
             * @description The context the feedback was recorded in.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /**
         * memory_fetch input
         * @description Read one memory by key, optionally with its previous versions.
         */
        memory_fetch__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /**
             * MemoryKey
             * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
             * @example user.preferences.language
             */
            key: string;
            /**
             * @description Add earlier versions (store one to restore it).
             * @default false
             */
            include_history: boolean;
            /** @default 10 */
            history_limit: number;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_fetch output
         * @description The memory, and with include_history its previous versions.
         */
        memory_fetch__output: {
            /**
             * MemoryResponse
             * @description A stored memory as returned by the REST API.
             * @example {
             *       "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
             *       "context_id": "00000000-0000-4000-8000-000000000001",
             *       "key": "user.preferences.language",
             *       "value": "The user prefers answers in German.",
             *       "scope": "persistent",
             *       "tags": [
             *         "preferences"
             *       ],
             *       "importance": 0.8,
             *       "metadata": {},
             *       "user_id": "default_user",
             *       "agent_name": "global",
             *       "created_at": "2025-01-15T09:30:00Z",
             *       "updated_at": "2025-01-15T09:30:00Z",
             *       "expires_at": null
             *     }
             */
            memory: {
                /**
                 * Format: uuid
                 * @description Server-assigned identifier of the memory (stable across updates of the same key).
                 */
                id?: string;
                /**
                 * Format: uuid
                 * @description Context the memory lives in.
                 */
                context_id?: string;
                /**
                 * MemoryKey
                 * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
                 * @example user.preferences.language
                 */
                key: string;
                /**
                 * MemoryValue
                 * @description Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).
                 * @example The user prefers answers in German.
                 */
                value: string;
                /**
                 * MemoryScope
                 * @description Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.
                 * @enum {string}
                 */
                scope: "working" | "persistent";
                /**
                 * MemoryTags
                 * @description Free-form labels: at most 32 distinct strings of 1 to 64 characters.
                 * @example [
                 *       "preferences",
                 *       "language"
                 *     ]
                 */
                tags: string[];
                /**
                 * Importance
                 * @description Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.
                 */
                importance: number;
                /**
                 * MemoryMetadata
                 * @description Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.
                 * @example {
                 *       "source": "chat",
                 *       "confidence": 0.9
                 *     }
                 */
                metadata?: {
                    [key: string]: unknown;
                };
                /**
                 * @description User whose memory this is (`default_user` for anonymous access).
                 * @example default_user
                 */
                user_id?: string;
                /**
                 * @description Agent namespace of the memory (`global` for memories shared across agents). A key addressed with another agent name reaches this memory when that agent has no memory of its own under the key.
                 * @example global
                 */
                agent_name?: string;
                /**
                 * Format: date-time
                 * @description When the memory was first created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the memory was last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When a working memory lapses; null for persistent memories.
                 */
                expires_at?: string | null;
                /**
                 * MemoryContext
                 * @description The context the call used (on answers about one memory; lists, recall and search say it once beside their items).
                 * @example {
                 *       "id": "00000000-0000-4000-8000-000000000001",
                 *       "name": "Local",
                 *       "kind": "local"
                 *     }
                 */
                context?: {
                    /**
                     * Format: uuid
                     * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                     */
                    id: string;
                    /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                    name: string;
                    /**
                     * ContextKind
                     * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                     * @enum {string}
                     */
                    kind: "local" | "private" | "workspace";
                };
                /** @description On answers to writes (POST, PUT): another memory already holding the same text, or null. The write is kept either way. */
                duplicate_of?: {
                    /**
                     * Format: uuid
                     * @description Identifier of the memory holding the same text.
                     */
                    id: string;
                    /**
                     * MemoryKey
                     * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
                     * @example user.preferences.language
                     */
                    key: string;
                    /** @description Its agent namespace (`global` when shared by all agents of the user). */
                    agent_name: string;
                } | null;
            };
            /** @description With include_history: version number of the current state. */
            current_version?: number;
            /** @description With include_history: previous states, newest first. */
            versions?: {
                /** @description 1 for the first state the memory had; the current state is `current_version`. */
                version: number;
                /**
                 * MemoryValue
                 * @description Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).
                 * @example The user prefers answers in German.
                 */
                value: string;
                /**
                 * MemoryScope
                 * @description Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.
                 * @enum {string}
                 */
                scope: "working" | "persistent";
                /**
                 * MemoryTags
                 * @description Free-form labels: at most 32 distinct strings of 1 to 64 characters.
                 * @example [
                 *       "preferences",
                 *       "language"
                 *     ]
                 */
                tags: string[];
                /**
                 * Importance
                 * @description Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.
                 */
                importance: number;
                /**
                 * MemoryMetadata
                 * @description Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.
                 * @example {
                 *       "source": "chat",
                 *       "confidence": 0.9
                 *     }
                 */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date-time
                 * @description When this state was stored.
                 */
                written_at: string;
                /**
                 * Format: date-time
                 * @description When a write replaced it.
                 */
                replaced_at: string;
            }[];
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /**
         * memory_get_related input
         * @description Walk the memory and interaction graph from a memory or another node.
         */
        memory_get_related__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /** @description A memory key or node id (`memory:<key>`, `tag:<tag>`, `topic:<topic>`, `interaction:<id>`). */
            key: string;
            /** @default 2 */
            depth: number;
            /** @default 50 */
            limit: number;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_get_related output
         * @description Nodes reachable from the start node, nearest and strongest first.
         */
        memory_get_related__output: {
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        } & {
            /** @description The start node. */
            node_id: string;
            /** @description Related nodes ordered by depth, then descending score. */
            related: {
                /** @description Identifier of the related node. */
                node_id: string;
                /**
                 * GraphNodeType
                 * @description Kind of a graph node.
                 * @enum {string}
                 */
                type: "memory" | "topic" | "user" | "platform" | "interaction" | "tag";
                /** @description Display label (memory key, topic name, user id, ...). */
                label: string;
                /** @description Number of edges from the start node. */
                depth: number;
                /**
                 * @description Type of the last edge on the path (for example `mentions`, `tagged`, `asked`).
                 * @example mentions
                 */
                edge_type: string;
                /** @description Node ids from the start node to this node, both included. */
                path: string[];
                /** @description Relatedness from 0 to 1 (decays with depth, grows with edge weight). */
                score?: number;
                /** @description For memory nodes: the memory's key (read it with `GET /api/v1/memory/{key}` or memory_fetch under `agent_name`). */
                key?: string;
                /** @description For memory nodes: the agent namespace the memory lives in (`global` when shared by all agents of the user). */
                agent_name?: string;
                /** @description For memory nodes: the start of the memory's value (at most 80 characters), what a picture of the graph labels the node with. */
                preview?: string;
            }[];
        };
        /**
         * memory_get_user_pattern input
         * @description Summarise a user's recorded interactions.
         */
        memory_get_user_pattern__input: {
            /** UserId */
            user_id: string;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_get_user_pattern output
         * @description Interaction counts by topic (also ranked, with the long tail summarised) and platform, and the per-day learning trajectory (UserPattern's fields) with the context the call used.
         */
        memory_get_user_pattern__output: {
            /** @description The user. */
            user_id: string;
            /** @description Number of recorded interactions. */
            total_interactions: number;
            /** @description Topic to the number of interactions about it, every topic, in the order of `top_topics` (most interactions first). */
            topics: {
                [key: string]: number;
            };
            /** @description The user's most frequent topics (at most 10): noun phrases extracted from the interactions, ranked by the number of interactions about them (most first), then by the latest of those interactions (newest first), then by name. */
            top_topics: {
                /** @description A noun phrase, lower case (e.g. "sourdough starter"). */
                topic: string;
                /** @description Interactions about the topic. */
                interactions: number;
                /**
                 * Format: date-time
                 * @description When the latest of them was recorded.
                 */
                last_seen: string;
            }[];
            /** @description The long tail: topics beyond `top_topics`. */
            other_topics: {
                /** @description How many distinct topics are not in `top_topics`. */
                topics: number;
                /** @description Their interaction counts summed (an interaction about two of them counts twice). */
                mentions: number;
            };
            /** @description AI platform to interaction count. */
            platforms: {
                [key: string]: number;
            };
            /** @description Activity per period, oldest first. */
            learning_trajectory: {
                /**
                 * Format: date
                 * @description Start of the period as an ISO 8601 date (periods are calendar days in UTC).
                 */
                period: string;
                /** @description Topic to number of interactions about it in the period. */
                topics: {
                    [key: string]: number;
                };
                /** @description Number of interactions in the period. */
                interactions: number;
            }[];
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /**
         * memory_list input
         * @description List memories, most recently updated first, one page at a time.
         */
        memory_list__input: {
            /** UserId */
            user_id: string;
            /** @description Agent namespace; `*` lists every agent's. */
            agent_name: string;
            /**
             * MemoryScope
             * @description Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.
             * @enum {string}
             */
            scope?: "working" | "persistent";
            /**
             * TagsJson
             * @description Only memories with all these tags (JSON array).
             */
            tags?: string | string[];
            /** @default 50 */
            limit: number;
            /** @description Previous page's next_cursor. */
            cursor?: string;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_list output
         * @description One page of memories.
         */
        memory_list__output: {
            memories: {
                /**
                 * Format: uuid
                 * @description Server-assigned identifier of the memory (stable across updates of the same key).
                 */
                id?: string;
                /**
                 * Format: uuid
                 * @description Context the memory lives in.
                 */
                context_id?: string;
                /**
                 * MemoryKey
                 * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
                 * @example user.preferences.language
                 */
                key: string;
                /**
                 * MemoryValue
                 * @description Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).
                 * @example The user prefers answers in German.
                 */
                value: string;
                /**
                 * MemoryScope
                 * @description Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.
                 * @enum {string}
                 */
                scope: "working" | "persistent";
                /**
                 * MemoryTags
                 * @description Free-form labels: at most 32 distinct strings of 1 to 64 characters.
                 * @example [
                 *       "preferences",
                 *       "language"
                 *     ]
                 */
                tags: string[];
                /**
                 * Importance
                 * @description Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.
                 */
                importance: number;
                /**
                 * MemoryMetadata
                 * @description Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.
                 * @example {
                 *       "source": "chat",
                 *       "confidence": 0.9
                 *     }
                 */
                metadata?: {
                    [key: string]: unknown;
                };
                /**
                 * @description User whose memory this is (`default_user` for anonymous access).
                 * @example default_user
                 */
                user_id?: string;
                /**
                 * @description Agent namespace of the memory (`global` for memories shared across agents). A key addressed with another agent name reaches this memory when that agent has no memory of its own under the key.
                 * @example global
                 */
                agent_name?: string;
                /**
                 * Format: date-time
                 * @description When the memory was first created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the memory was last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When a working memory lapses; null for persistent memories.
                 */
                expires_at?: string | null;
                /**
                 * MemoryContext
                 * @description The context the call used (on answers about one memory; lists, recall and search say it once beside their items).
                 * @example {
                 *       "id": "00000000-0000-4000-8000-000000000001",
                 *       "name": "Local",
                 *       "kind": "local"
                 *     }
                 */
                context?: {
                    /**
                     * Format: uuid
                     * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                     */
                    id: string;
                    /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                    name: string;
                    /**
                     * ContextKind
                     * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                     * @enum {string}
                     */
                    kind: "local" | "private" | "workspace";
                };
                /** @description On answers to writes (POST, PUT): another memory already holding the same text, or null. The write is kept either way. */
                duplicate_of?: {
                    /**
                     * Format: uuid
                     * @description Identifier of the memory holding the same text.
                     */
                    id: string;
                    /**
                     * MemoryKey
                     * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
                     * @example user.preferences.language
                     */
                    key: string;
                    /** @description Its agent namespace (`global` when shared by all agents of the user). */
                    agent_name: string;
                } | null;
            }[];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /**
         * memory_recall input
         * @description Find the memories most relevant to a query (hybrid full-text and semantic ranking).
         */
        memory_recall__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /**
             * Query
             * @description Natural-language query.
             */
            query: string;
            /** @default 5 */
            k: number;
            /**
             * @default all
             * @enum {string}
             */
            scope: "working" | "persistent" | "all";
            /**
             * @description Longest value per hit; longer ones are cut (memory_fetch reads all).
             * @default 2000
             */
            max_value_chars: number;
            /** @description Leave out hits scoring below this. */
            min_score?: number;
            /**
             * Format: date-time
             * @description Answer what was true at this time (facts superseded later are answered as they were then). Default: what is true now first.
             */
            as_of?: string;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_recall output
         * @description Recalled memories, most relevant first (score in [0, 1]).
         */
        memory_recall__output: {
            results: {
                /**
                 * Format: uuid
                 * @description Identifier of the memory (graph node `memory:<id>`).
                 */
                id: string;
                /**
                 * Format: uuid
                 * @description Context the memory lives in.
                 */
                context_id: string;
                /** @description User whose memory this is. */
                user_id: string;
                /** @description Agent namespace the memory lives in: the caller's agent, or `global` for a memory shared by all agents of the user. Key operations called with the caller's agent name reach it either way. */
                agent_name: string;
                /**
                 * MemoryKey
                 * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
                 * @example user.preferences.language
                 */
                key: string;
                /**
                 * MemoryValue
                 * @description Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).
                 * @example The user prefers answers in German.
                 */
                value: string;
                /** @description True when `value` was cut to the answer's `max_value_chars`. */
                truncated: boolean;
                /** @description Length of the whole value in characters (larger than `value` when it was cut). */
                value_length: number;
                /** @description Relevance from 0 (unrelated) to 1 (best match), combining semantic similarity with importance. */
                score: number;
                /**
                 * MemoryScope
                 * @description Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.
                 * @enum {string}
                 */
                scope?: "working" | "persistent";
                /**
                 * MemoryTags
                 * @description Free-form labels: at most 32 distinct strings of 1 to 64 characters.
                 * @example [
                 *       "preferences",
                 *       "language"
                 *     ]
                 */
                tags?: string[];
                /**
                 * Importance
                 * @description Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.
                 */
                importance?: number;
                /**
                 * Format: date-time
                 * @description When the memory was last changed.
                 */
                updated_at?: string;
            }[];
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /**
         * memory_record_interaction input
         * @description Record one exchange between the AI and the user in the interaction graph.
         */
        memory_record_interaction__input: {
            /** UserId */
            user_id: string;
            /** @description What the user asked. */
            query: string;
            /** @description What the AI answered. */
            response: string;
            /** @description e.g. `{"platform": "claude"}`. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description The AI product used, e.g. `claude`. */
            ai_platform?: string;
            /**
             * Format: date-time
             * @description When the exchange happened (default: now); learned facts and dates in the user's words are resolved against it.
             */
            occurred_at?: string;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_record_interaction output
         * @description The recorded interaction node, its extracted topics and the memories it was linked to.
         */
        memory_record_interaction__output: {
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        } & {
            /** @description Graph node id of the interaction. */
            interaction_id: string;
            /** @description Graph node id of the user. */
            user_node_id: string;
            /** @description Topics extracted from the exchange. */
            topics: string[];
            /** @description Keys of memories linked to the interaction. */
            linked_memories: string[];
            /**
             * Format: date-time
             * @description When the interaction was recorded.
             */
            created_at: string;
            /** @description Durable facts learned from the user's words in this exchange (empty when nothing was, or learning is off: MEMORY_LEARNING, or the context's setting). */
            learned: {
                /** @description Key of the learned memory (agent `global`). */
                key: string;
                /**
                 * LearnedFactKind
                 * @description The kind of a durable fact: one at a time (name, home, hometown, employer, role, studies, team_language, programming_language, supervisor, diet, partner, drinks, age: a newer one supersedes) or several side by side (allergy, relation, pet, likes, dislikes, favourite, hobby, plan, birthday, speaks).
                 * @enum {string}
                 */
                kind: "name" | "home" | "hometown" | "employer" | "role" | "studies" | "team_language" | "programming_language" | "supervisor" | "diet" | "allergy" | "partner" | "relation" | "pet" | "likes" | "dislikes" | "favourite" | "drinks" | "hobby" | "plan" | "birthday" | "age" | "speaks";
                /** @description What was learned, as a statement. */
                fact: string;
                /** @description Keys of the memories whose facts this one ended (absent when none). */
                supersedes?: string[];
            }[];
        };
        /**
         * memory_search input
         * @description Search memories by words and by meaning.
         */
        memory_search__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /**
             * Query
             * @description Natural-language query.
             */
            query: string;
            /** @default 10 */
            limit: number;
            /**
             * @description Longest value per hit; longer ones are cut (memory_fetch reads all).
             * @default 2000
             */
            max_value_chars: number;
            /** @description Leave out hits scoring below this. */
            min_score?: number;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_search output
         * @description Matching memories, best first.
         */
        memory_search__output: {
            results: {
                /**
                 * Format: uuid
                 * @description Identifier of the memory (graph node `memory:<id>`).
                 */
                id: string;
                /**
                 * Format: uuid
                 * @description Context the memory lives in.
                 */
                context_id: string;
                /** @description User whose memory this is. */
                user_id: string;
                /** @description Agent namespace the memory lives in: the caller's agent, or `global` for a memory shared by all agents of the user. Key operations called with the caller's agent name reach it either way. */
                agent_name: string;
                /** @description Memory key. */
                key: string;
                /** @description Memory text, cut to `max_value_chars` (see `truncated`). */
                value: string;
                /** @description True when `value` was cut to the answer's `max_value_chars`. */
                truncated: boolean;
                /** @description Length of the whole value in characters (larger than `value` when it was cut). */
                value_length: number;
                /** @description Relevance in [0, 1]. */
                score: number;
                /** @description Plain-text excerpt of the value around the full-text matches (no markup, nothing escaped); the start of the value when the hit is semantic only. */
                snippet: string;
                /**
                 * @description Which search found the memory.
                 * @enum {string}
                 */
                match: "full_text" | "semantic" | "both";
                /**
                 * MemoryScope
                 * @description Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.
                 * @enum {string}
                 */
                scope?: "working" | "persistent";
                /**
                 * MemoryTags
                 * @description Free-form labels: at most 32 distinct strings of 1 to 64 characters.
                 * @example [
                 *       "preferences",
                 *       "language"
                 *     ]
                 */
                tags?: string[];
                /**
                 * Importance
                 * @description Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.
                 */
                importance?: number;
                /** Format: date-time */
                updated_at?: string;
            }[];
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /**
         * memory_search_ids input
         * @description Search memories and return only their keys.
         */
        memory_search_ids__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /**
             * Query
             * @description Natural-language query.
             */
            query: string;
            /** @default 10 */
            limit: number;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_search_ids output
         * @description Keys of matching memories, best first; pass one to memory_fetch.
         */
        memory_search_ids__output: {
            /** @description Memory keys, best match first. */
            ids: string[];
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /**
         * memory_stats input
         * @description Counts of a user's memories in one agent namespace.
         */
        memory_stats__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_stats output
         * @description Memory counts.
         */
        memory_stats__output: {
            user_id: string;
            agent_name: string;
            total: number;
            working: number;
            persistent: number;
            /** @description Memories whose semantic index entry is still being computed. */
            embedding_pending: number;
            /** @description Tag to number of memories carrying it. */
            tags: {
                [key: string]: number;
            };
            /** Format: date-time */
            last_updated_at: string | null;
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
            /** @description Every context you may use (pass its id as `context_id` to any memory tool), your default first: for an account signed in over OAuth every context it can read, for an API key the one it was made for, for the local stdio server the local context and the one it was started with. */
            contexts: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @enum {string} */
                kind: "local" | "private" | "workspace";
                /**
                 * @description viewer: read only; editor and owner may also write.
                 * @enum {string}
                 */
                role: "viewer" | "editor" | "owner";
                /** @description Used when a call names no context_id. */
                default: boolean;
            }[];
        };
        /**
         * memory_store input
         * @description Create a memory, or update the one with the same key in this user and agent namespace (an upsert).
         */
        memory_store__input: {
            /** UserId */
            user_id: string;
            /**
             * AgentName
             * @description Agent namespace; `global`: shared by all the user's agents.
             */
            agent_name: string;
            /**
             * MemoryKey
             * @description An existing key is updated.
             * @example user.preferences.language
             */
            key: string;
            /**
             * MemoryValue
             * @description The text to remember.
             * @example The user prefers answers in German.
             */
            value: string;
            /**
             * @description `persistent` for facts to keep; a new memory without it is `working` and expires.
             * @enum {string}
             */
            scope?: "working" | "persistent";
            /**
             * TagsJson
             * @description JSON array; replaces the tags.
             */
            tags?: string | string[];
            /** @description 0 to 1 (new: 0.5); ranks recall. */
            importance?: number;
            /**
             * MemoryMetadata
             * @description Free-form JSON; replaces the metadata.
             * @example {
             *       "source": "chat",
             *       "confidence": 0.9
             *     }
             */
            metadata?: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description When what the value states was said (default: now); its facts hold from then for as_of recall.
             */
            occurred_at?: string;
            /**
             * ContextId
             * Format: uuid
             */
            context_id?: string;
        };
        /**
         * memory_store output
         * @description The stored memory and whether it was created (false: an existing memory was updated).
         */
        memory_store__output: {
            /**
             * MemoryResponse
             * @description A stored memory as returned by the REST API.
             * @example {
             *       "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
             *       "context_id": "00000000-0000-4000-8000-000000000001",
             *       "key": "user.preferences.language",
             *       "value": "The user prefers answers in German.",
             *       "scope": "persistent",
             *       "tags": [
             *         "preferences"
             *       ],
             *       "importance": 0.8,
             *       "metadata": {},
             *       "user_id": "default_user",
             *       "agent_name": "global",
             *       "created_at": "2025-01-15T09:30:00Z",
             *       "updated_at": "2025-01-15T09:30:00Z",
             *       "expires_at": null
             *     }
             */
            memory: {
                /**
                 * Format: uuid
                 * @description Server-assigned identifier of the memory (stable across updates of the same key).
                 */
                id?: string;
                /**
                 * Format: uuid
                 * @description Context the memory lives in.
                 */
                context_id?: string;
                /**
                 * MemoryKey
                 * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
                 * @example user.preferences.language
                 */
                key: string;
                /**
                 * MemoryValue
                 * @description Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).
                 * @example The user prefers answers in German.
                 */
                value: string;
                /**
                 * MemoryScope
                 * @description Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.
                 * @enum {string}
                 */
                scope: "working" | "persistent";
                /**
                 * MemoryTags
                 * @description Free-form labels: at most 32 distinct strings of 1 to 64 characters.
                 * @example [
                 *       "preferences",
                 *       "language"
                 *     ]
                 */
                tags: string[];
                /**
                 * Importance
                 * @description Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.
                 */
                importance: number;
                /**
                 * MemoryMetadata
                 * @description Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.
                 * @example {
                 *       "source": "chat",
                 *       "confidence": 0.9
                 *     }
                 */
                metadata?: {
                    [key: string]: unknown;
                };
                /**
                 * @description User whose memory this is (`default_user` for anonymous access).
                 * @example default_user
                 */
                user_id?: string;
                /**
                 * @description Agent namespace of the memory (`global` for memories shared across agents). A key addressed with another agent name reaches this memory when that agent has no memory of its own under the key.
                 * @example global
                 */
                agent_name?: string;
                /**
                 * Format: date-time
                 * @description When the memory was first created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the memory was last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When a working memory lapses; null for persistent memories.
                 */
                expires_at?: string | null;
                /**
                 * MemoryContext
                 * @description The context the call used (on answers about one memory; lists, recall and search say it once beside their items).
                 * @example {
                 *       "id": "00000000-0000-4000-8000-000000000001",
                 *       "name": "Local",
                 *       "kind": "local"
                 *     }
                 */
                context?: {
                    /**
                     * Format: uuid
                     * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                     */
                    id: string;
                    /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                    name: string;
                    /**
                     * ContextKind
                     * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                     * @enum {string}
                     */
                    kind: "local" | "private" | "workspace";
                };
                /** @description On answers to writes (POST, PUT): another memory already holding the same text, or null. The write is kept either way. */
                duplicate_of?: {
                    /**
                     * Format: uuid
                     * @description Identifier of the memory holding the same text.
                     */
                    id: string;
                    /**
                     * MemoryKey
                     * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
                     * @example user.preferences.language
                     */
                    key: string;
                    /** @description Its agent namespace (`global` when shared by all agents of the user). */
                    agent_name: string;
                } | null;
            };
            /** @description True when the key was new. */
            created: boolean;
            /** @description Another memory (this agent's or the user's global one) already holding the same text, or null; the store is kept either way. */
            duplicate_of: {
                /**
                 * Format: uuid
                 * @description Identifier of the memory holding the same text.
                 */
                id: string;
                /**
                 * MemoryKey
                 * @description Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).
                 * @example user.preferences.language
                 */
                key: string;
                /** @description Its agent namespace (`global` when shared by all agents of the user). */
                agent_name: string;
            } | null;
            /**
             * MemoryContext
             * @description The context the call used.
             * @example {
             *       "id": "00000000-0000-4000-8000-000000000001",
             *       "name": "Local",
             *       "kind": "local"
             *     }
             */
            context: {
                /**
                 * Format: uuid
                 * @description Context identifier (send it as `X-Context-ID` to address this context explicitly).
                 */
                id: string;
                /** @description Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name). */
                name: string;
                /**
                 * ContextKind
                 * @description `local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.
                 * @enum {string}
                 */
                kind: "local" | "private" | "workspace";
            };
        };
        /** multimodal_index input */
        multimodal_index__input: {
            /** @description Whose memories the items become. */
            user_id: string;
            /** @description A file or folder in the allowed folders (stdio server only). */
            path?: string;
            /**
             * Format: uri
             * @description A public http(s) address of one item.
             */
            source_url?: string;
            /**
             * @description Only this kind (default: any).
             * @enum {string}
             */
            media_type?: "image" | "audio" | "video" | "document";
            /** @description Caption indexed with the item: how a picture's content gets in. */
            description?: string;
            /**
             * @description Include sub-folders.
             * @default true
             */
            recursive: boolean;
            /**
             * @description Most files from a folder.
             * @default 200
             */
            max_files: number;
        };
        /** multimodal_index output */
        multimodal_index__output: {
            /** @description Memory key of the item (the first one for a folder; null when nothing was indexed). */
            item_id: string | null;
            /**
             * @description For a single item its status; for a folder `indexed` when anything was written, else `unchanged`, or `skipped` when nothing could be indexed.
             * @enum {string}
             */
            status: "indexed" | "updated" | "unchanged" | "queued" | "skipped";
            items: {
                item_id: string | null;
                path?: string | null;
                source_url: string;
                media_type?: string | null;
                mime_type?: string | null;
                /** @enum {string} */
                status: "indexed" | "updated" | "unchanged" | "skipped";
                /** @description Characters of extracted text stored (0 for metadata only). */
                text_chars?: number;
                /** @description Why an item was skipped, or what could not be read. */
                reason?: string;
            }[];
            indexed: number;
            updated: number;
            unchanged: number;
            skipped: number;
            /** @description A folder held more candidate files than max_files, or the call stopped close to its time limit (see remaining). */
            truncated?: boolean;
            /** @description Files of the folder not reached in this call (past max_files they are not counted; close to the call's time limit, MCP_TOOL_TIMEOUT_MS, the rest are). Calling again continues: unchanged items are recognised by their hash and skipped. */
            remaining?: number;
            /** @description What was understood, in a sentence: metadata and text, not pixels or sound. */
            method?: string;
        };
        /** multimodal_search input */
        multimodal_search__input: {
            /** @description User whose items are searched. */
            user_id: string;
            /** @description Words of a caption, text, title, tag or file name. */
            query: string;
            /**
             * @description Kind of item (default `any`).
             * @default any
             * @enum {string}
             */
            media_type: "image" | "audio" | "video" | "document" | "any";
            /**
             * @description Number of results (default 10, at most 50).
             * @default 10
             */
            limit: number;
        };
        /** multimodal_search output */
        multimodal_search__output: {
            results: {
                /** @description Memory key of the item. */
                item_id: string;
                /** @description Where it came from: a file: URL or the http(s) address. */
                source_url: string;
                /** @description Local path of a file item (null for an address). */
                path?: string | null;
                media_type: string;
                mime_type?: string | null;
                score: number;
                /** @description The start of the indexed text around what matched. */
                excerpt: string;
                indexed_at?: string | null;
            }[];
            method?: string;
        };
        /** preprint_search input */
        preprint_search__input: {
            /** @description Search terms. */
            query: string;
            /** @description Subject category, e.g. `cs.CL`. */
            category?: string;
            /**
             * @description Number of results (default 10, at most 50).
             * @default 10
             */
            limit: number;
        };
        /** preprint_search output */
        preprint_search__output: {
            /** @description Preprint server that answered (`arxiv`). */
            provider: string;
            /** @description How many papers match in all (the results are the first `limit`). */
            total_results: number | null;
            results: {
                /** @description arXiv identifier with version, e.g. `2401.01234v2`. */
                id: string;
                title: string;
                authors: string[];
                abstract: string;
                /** @description First version's date (ISO 8601). */
                published_at: string | null;
                /** @description This version's date (ISO 8601). */
                updated_at: string | null;
                /** @description Primary subject category, e.g. `cs.CL`. */
                primary_category: string | null;
                categories: string[];
                /** @description Abstract page. */
                url: string;
                /** @description PDF of this version. */
                pdf_url: string | null;
                doi: string | null;
                journal_ref: string | null;
                comment: string | null;
            }[];
        };
        /** route_query input */
        route_query__input: {
            /** @description The request to route, in plain language. */
            query: string;
            /** @description Tool names to choose from (default: all offered). */
            candidates?: string[];
            /**
             * @description How many ranked tools to return (default 5).
             * @default 5
             */
            limit: number;
        };
        /** route_query output */
        route_query__output: {
            /** @description The best tool. */
            tool: string | null;
            /** @description Its score. */
            confidence: number;
            alternatives?: string[];
            ranked: {
                tool: string;
                score: number;
                reasons: string[];
                available: boolean;
            }[];
            method: string;
        };
        /** shell_exec input */
        shell_exec__input: {
            /** @description Program name (on PATH) or path; no shell. */
            command: string;
            /**
             * @description Arguments, passed as they are.
             * @default []
             */
            args: string[];
            /** @description Working folder inside the roots (default: the first root). */
            cwd?: string;
            /** @description Text given to the program on standard input (default: none). */
            stdin?: string;
            /**
             * @description Kill the program after this many ms.
             * @default 60000
             */
            timeout_ms: number;
        };
        /** shell_exec output */
        shell_exec__output: {
            exit_code: number | null;
            signal?: string | null;
            stdout: string;
            stderr: string;
            stdout_truncated?: boolean;
            stderr_truncated?: boolean;
            timed_out: boolean;
            duration_ms?: number;
            cwd?: string;
        };
        /** telemetry_cost input */
        telemetry_cost__input: {
            /**
             * @description Period ending now.
             * @default week
             * @enum {string}
             */
            period: "day" | "week" | "month" | "all";
            /**
             * @description Group by causing tool, by model or by day.
             * @default tool
             * @enum {string}
             */
            group_by: "tool" | "provider" | "day";
        };
        /** telemetry_cost output */
        telemetry_cost__output: {
            period: string;
            since?: string | null;
            until?: string;
            /** @description Whose calls are counted: the calling context, or every context for the machine's owner (stdio). */
            scope?: string;
            /** @description False when TELEMETRY_ENABLED is off (nothing new is counted). */
            enabled?: boolean;
            currency: string;
            /** @description Cost of the embedding provider's tokens in the period (the language model's is llm.total; both: grand_total). */
            total: number;
            /** @description Embedding tokens. */
            total_tokens: number;
            estimated_tokens?: number;
            group_by?: string;
            breakdown: {
                key: string;
                requests: number;
                tokens: number;
                estimated_tokens?: number;
                cost: number;
            }[];
            models?: {
                provider: string;
                model: string;
                requests?: number;
                tokens: number;
                cost: number;
                price_per_million_tokens?: number | null;
                note?: string;
            }[];
            configured_provider?: {
                provider: string;
                model: string;
                price_per_million_tokens?: number | null;
            };
            /** @description The language model (LLM_BASE_URL): chat completions of video_summarize, fact_check_claim, video_fact_check and coding_generate_pr_description, grouped as `group_by` says. */
            llm: {
                /** @description The model configured now (LLM_MODEL) and its prices; null without LLM_BASE_URL. */
                configured_model: {
                    provider: string;
                    model: string;
                    input_price_per_million_tokens: number | null;
                    output_price_per_million_tokens: number | null;
                } | null;
                /** @description Cost of the tokens reported in the period. */
                total: number;
                requests: number;
                /** @description Prompt tokens the endpoint reported; null when no request of the group reported usage (unknown, not zero). */
                prompt_tokens: number | null;
                /** @description Completion tokens the endpoint reported; null when no request of the group reported usage. */
                completion_tokens: number | null;
                /** @description Requests whose answer reported no token usage: their tokens are unknown and not in the cost. */
                requests_without_usage: number;
                breakdown: {
                    key: string;
                    requests: number;
                    /** @description Prompt tokens the endpoint reported; null when no request of the group reported usage (unknown, not zero). */
                    prompt_tokens: number | null;
                    /** @description Completion tokens the endpoint reported; null when no request of the group reported usage. */
                    completion_tokens: number | null;
                    /** @description Requests whose answer reported no token usage: their tokens are unknown and not in the cost. */
                    requests_without_usage: number;
                    cost: number;
                }[];
                models: {
                    provider: string;
                    model: string;
                    requests: number;
                    /** @description Prompt tokens the endpoint reported; null when no request of the group reported usage (unknown, not zero). */
                    prompt_tokens: number | null;
                    /** @description Completion tokens the endpoint reported; null when no request of the group reported usage. */
                    completion_tokens: number | null;
                    /** @description Requests whose answer reported no token usage: their tokens are unknown and not in the cost. */
                    requests_without_usage: number;
                    cost: number;
                    input_price_per_million_tokens: number | null;
                    output_price_per_million_tokens: number | null;
                    note?: string;
                }[];
            };
            /** @description total (embeddings) plus llm.total. */
            grand_total: number;
            notes: string[];
        };
        /** telemetry_stats input */
        telemetry_stats__input: {
            /**
             * @description Period ending now.
             * @default week
             * @enum {string}
             */
            period: "day" | "week" | "month" | "all";
            /**
             * @description MCP tool calls, REST operations, or both (default `all`).
             * @default all
             * @enum {string}
             */
            surface: "mcp" | "rest" | "all";
        };
        /** telemetry_stats output */
        telemetry_stats__output: {
            period: string;
            since?: string | null;
            until?: string;
            /** @description Whose calls are counted: the calling context, or every context for the machine's owner (stdio). */
            scope?: string;
            /** @description False when TELEMETRY_ENABLED is off (nothing new is counted). */
            enabled?: boolean;
            surface?: string;
            total_calls: number;
            /** @description Calls answered with an error (tool results with isError, REST status 400 or more). */
            errors: number;
            error_rate?: number;
            latency?: {
                p50_ms?: number | null;
                p90_ms?: number | null;
                p99_ms?: number | null;
                max_ms?: number | null;
                mean_ms?: number | null;
            };
            /** @description MCP calls per tool. */
            tool_calls: {
                [key: string]: number;
            };
            by_name: {
                surface: string;
                name: string;
                calls: number;
                errors: number;
                p50_ms?: number | null;
                p90_ms?: number | null;
                p99_ms?: number | null;
                max_ms?: number | null;
                mean_ms?: number | null;
            }[];
            by_client: {
                surface: string;
                client: string;
                calls: number;
                errors: number;
            }[];
            by_day?: {
                day: string;
                calls: number;
                errors: number;
            }[];
        };
        /** vcs_exec input */
        vcs_exec__input: {
            /** @description For code-host commands: `owner/name`. */
            repository?: string;
            /** @description The command and its arguments, e.g. `["issue", "list", "--label", "bug"]`, `["pr", "diff", "12"]` or `["git", "log", "-n", "5"]`; `["help"]` and `["git", "help"]` list what runs. */
            args: string[];
            /** @description For git: the repository folder inside the allowed folders. */
            path?: string;
        };
        /** vcs_exec output */
        vcs_exec__output: {
            /** @description gh/glab-style commands: 0 (failures are tool errors, like the other vcs_* tools). git commands: git's exit code (-1 when git was stopped by a signal). */
            exit_code: number;
            /** @description The command's output: for gh/glab-style commands its result as JSON text, or the unified diff for `pr diff`, cut at 200000 characters; for git commands git's standard output, cut at 200000 bytes. */
            stdout: string;
            /** @description gh/glab-style commands: remarks about the output (empty unless it was cut). git commands: git's standard error, then a line saying what was cut, if anything. */
            stderr: string;
            /** @description The command run, e.g. `issue list`, `help`, `git log` or `git help`. */
            command: string;
            /** @description The code-host repository (owner/name), or for git commands the real path of the local repository's top level; null for help. */
            repository: string | null;
            /**
             * @description The code host asked (VCS_PROVIDER), or `git` for git commands run locally.
             * @enum {string|null}
             */
            provider: "github" | "gitlab" | "git" | null;
            /** @description True for commands that change the repository. */
            write: boolean;
            /** @description gh/glab-style commands: the result as structured data (what stdout prints). git commands: how git ran: `folder`, `argv` (the subcommand and arguments after the safety options), `stdout_truncated`, `stderr_truncated`, `duration_ms`. git help: `subcommands`. */
            result: {
                [key: string]: unknown;
            } | unknown[];
        };
        /** vcs_issue_list input */
        vcs_issue_list__input: {
            /** @description `owner/name` (GitLab: the project path). */
            repository: string;
            /**
             * @description Issue state (default `open`).
             * @default open
             * @enum {string}
             */
            state: "open" | "closed" | "all";
            /** @description Only issues with all these labels. */
            labels?: string[];
            /**
             * @description Most issues (default 30).
             * @default 30
             */
            limit: number;
        };
        /** vcs_issue_list output */
        vcs_issue_list__output: {
            /** @description Issues, newest first (pull requests are left out: see vcs_pr_view). */
            issues: {
                number: number;
                title: string;
                /** @description `open` or `closed`. */
                state: string;
                /** @description The issue's web page. */
                url: string;
                author: string | null;
                labels: string[];
                /** @description Number of comments. */
                comments: number;
                created_at: string | null;
                updated_at: string | null;
            }[];
        };
        /** vcs_issue_view input */
        vcs_issue_view__input: {
            /** @description `owner/name` (GitLab: the project path). */
            repository: string;
            /** @description Issue or pull request number. */
            number: number;
            /**
             * @description Include comments (default false).
             * @default false
             */
            comments: boolean;
        };
        /** vcs_issue_view output */
        vcs_issue_view__output: {
            number: number;
            title: string;
            state: string;
            body: string;
            url: string;
            author: string | null;
            labels: string[];
            assignees: string[];
            is_pull_request: boolean;
            created_at: string | null;
            updated_at: string | null;
            closed_at: string | null;
            /** @description Comments, oldest first (empty unless `comments` is true; at most 100). */
            comments: {
                author: string | null;
                body: string;
                created_at: string | null;
                url: string;
            }[];
        };
        /** vcs_pr_create input */
        vcs_pr_create__input: {
            /** @description `owner/name` (GitLab: the project path). */
            repository: string;
            /** @description Pull request title. */
            title: string;
            /** @description Pull request description (Markdown). */
            body?: string;
            /** @description Branch with the changes. */
            head: string;
            /** @description Branch to merge into (default: the repository default branch). */
            base?: string;
            /**
             * @description Open as a draft (default false).
             * @default false
             */
            draft: boolean;
        };
        /** vcs_pr_create output */
        vcs_pr_create__output: {
            number: number;
            url: string;
            state: string;
            draft: boolean;
            head: string;
            base: string;
        };
        /** vcs_pr_merge input */
        vcs_pr_merge__input: {
            /** @description `owner/name` (GitLab: the project path). */
            repository: string;
            /** @description Issue or pull request number. */
            number: number;
            /**
             * @description Merge method (default `merge`).
             * @default merge
             * @enum {string}
             */
            method: "merge" | "squash" | "rebase";
            /**
             * @description Delete the head branch after merging (default false).
             * @default false
             */
            delete_branch: boolean;
        };
        /** vcs_pr_merge output */
        vcs_pr_merge__output: {
            merged: boolean;
            /** @description The merge commit. */
            sha: string | null;
            /** @description GitHub's message. */
            message: string;
            /** @description True when the head branch was deleted (never a fork's branch). */
            branch_deleted: boolean;
        };
        /** vcs_pr_view input */
        vcs_pr_view__input: {
            /** @description `owner/name` (GitLab: the project path). */
            repository: string;
            /** @description Issue or pull request number. */
            number: number;
            /**
             * @description Include the diff (default false).
             * @default false
             */
            diff: boolean;
        };
        /** vcs_pr_view output */
        vcs_pr_view__output: {
            number: number;
            title: string;
            /** @description `open`, `closed` or `merged`. */
            state: string;
            draft: boolean;
            body: string;
            url: string;
            author: string | null;
            /** @description Branch with the changes. */
            head: string;
            /** @description Branch it merges into. */
            base: string;
            /** @description Whether GitHub can merge it now (null while GitHub is still computing it). */
            mergeable: boolean | null;
            merged: boolean;
            additions: number | null;
            deletions: number | null;
            changed_files: number | null;
            /** @description Unified diff when asked for (at most 200000 characters). */
            diff: string | null;
            diff_truncated: boolean;
        };
        /** video_fact_check input */
        video_fact_check__input: {
            /**
             * Format: uri
             * @description Video page address.
             */
            url: string;
            /** @description Claims to check (default: the video's main claims). */
            claims?: string[];
            /**
             * @description Most claims taken from the video when none are given (default 5).
             * @default 5
             */
            max_claims: number;
            /**
             * UserId
             * @description Whose memories count as evidence (default: the key's user).
             */
            user_id?: string;
            /**
             * AgentName
             * @description Agent namespace of those memories.
             */
            agent_name?: string;
            /**
             * @description Use the caller's memories as evidence (default true).
             * @default true
             */
            use_memories: boolean;
        };
        /** video_fact_check output */
        video_fact_check__output: {
            url: string;
            title: string;
            /**
             * @description Where the claims came from: the call, the captions, or the description.
             * @enum {string}
             */
            claims_from: "given" | "transcript" | "description";
            /**
             * @description How the claims were picked: given by the call, by the language model, or by ranking sentences.
             * @enum {string}
             */
            claims_method: "given" | "llm" | "heuristic";
            /** @description Language of the captions read. */
            language: string | null;
            /**
             * @description Overall: unanimous, else `mixed`; `unverified` when no claim is settled.
             * @enum {string}
             */
            verdict: "supported" | "refuted" | "mixed" | "unverified";
            confidence: number;
            /**
             * @description How the verdicts were reached: all by the heuristic, all by the language model, or some of each (the model failed for some claims).
             * @enum {string}
             */
            method: "heuristic" | "llm" | "llm_and_heuristic";
            /** @description The language model that judged, or null when every verdict is heuristic. */
            model: string | null;
            verdicts: {
                claim: string;
                /**
                 * @description `supported` or `refuted` by the evidence found, `mixed` when it points both ways, `unverified` when nothing found settles the claim.
                 * @enum {string}
                 */
                verdict: "supported" | "refuted" | "mixed" | "unverified";
                /** @description How strongly the evidence backs the verdict (0 when nothing settles the claim). Heuristic verdicts stay at or below 0.85. */
                confidence: number;
                /** @description How the verdict was reached, naming the sources. */
                explanation: string;
                /**
                 * @description `heuristic`: term overlap, negation and refuting words, number and date agreement (no language model); `llm`: judged by the model of LLM_BASE_URL from the evidence.
                 * @enum {string}
                 */
                method: "heuristic" | "llm";
                /** @description The evidence that bears on the claim, strongest first. */
                citations: {
                    /**
                     * @description `web`: a search result's snippet; `page`: the passage of a page read that matches the claim best; `memory`: one of the caller's memories.
                     * @enum {string}
                     */
                    source: "web" | "page" | "memory";
                    url: string | null;
                    title: string | null;
                    /** @description The memory's key (source `memory`). */
                    memory_key: string | null;
                    /** @description The text that was judged. */
                    snippet: string;
                    /** @enum {string} */
                    stance: "supports" | "refutes" | "neutral";
                }[];
                /** @description The citations' addresses, or `memory:<key>` for memories. */
                sources: string[];
            }[];
            /** @description Further checkable sentences not checked (beyond max_claims). */
            left_out: number;
            /** @description Where evidence was looked for. */
            evidence: {
                /** @description The search provider asked (searxng, brave), or null when none was. */
                search_provider: string | null;
                search_results: number;
                pages_read: number;
                memories_considered: number;
            };
            /** @description What was missing or failed: an unconfigured search provider (starting `WEB-001:` and naming the settings), pages that could not be read, a language model that was not used. */
            notes: string[];
        };
        /** video_summarize input */
        video_summarize__input: {
            /**
             * Format: uri
             * @description Video page address.
             */
            url: string;
            /**
             * @description Summary length (default `medium`).
             * @default medium
             * @enum {string}
             */
            length: "short" | "medium" | "long";
        };
        /** video_summarize output */
        video_summarize__output: {
            url: string;
            title: string;
            /**
             * @description What was summarised: the captions, or the description when the video has none.
             * @enum {string}
             */
            source: "transcript" | "description";
            /** @description Language of the captions summarised. */
            language: string | null;
            /**
             * @description `extractive`: the summary is made of the source's own sentences, chosen by how central they are (no model service needed). `abstractive`: written by the language model of LLM_BASE_URL from the source.
             * @enum {string}
             */
            method: "extractive" | "abstractive";
            /** @description The model that wrote an abstractive summary; null for an extractive one. */
            model: string | null;
            summary: string;
            /** @description The main points: the chosen sentences, most central first (extractive), or the model's points, most important first (abstractive). */
            key_points: string[];
            /** @description Present when a language model is configured but was not used (it failed or did not answer the JSON asked for), saying why; the summary is then extractive. */
            note?: string;
        };
        /** web_scrape input */
        web_scrape__input: {
            /**
             * Format: uri
             * @description Address of the page to read (http or https).
             */
            url: string;
            /**
             * @description Output format (default `markdown`).
             * @default markdown
             * @enum {string}
             */
            format: "markdown" | "text" | "html";
            /**
             * @description Longest content returned (default 20000).
             * @default 20000
             */
            max_chars: number;
        };
        /** web_scrape output */
        web_scrape__output: {
            /** @description Address of the page read, after redirects. */
            url: string;
            /** @description Title of the article or document. */
            title: string | null;
            /** @description Author line, when the page gives one. */
            byline: string | null;
            /** @description Publication date (ISO 8601), when the page states one. */
            published_at: string | null;
            /** @description Name of the site, when the page gives one. */
            site_name: string | null;
            /** @description Media type of what was fetched, e.g. `text/html` or `application/pdf`. */
            content_type: string;
            /**
             * @description Format of `content`.
             * @enum {string}
             */
            format: "markdown" | "text" | "html";
            /** @description The readable part of the page (navigation, ads and scripts left out); HTML is sanitised. */
            content: string;
            /** @description True when `content` was cut at `max_chars`. */
            truncated: boolean;
            /** @description Links of the readable part (absolute http(s) addresses, at most 200). */
            links: {
                text: string;
                url: string;
            }[];
            /** @description Number of pages of a PDF; null for other documents. */
            pages: number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

/** Arguments of each MCP tool as `run` receives them: validated, with the schema's defaults applied. */
export interface McpToolArgs {
  "coding_analyze_file_dependencies": components['schemas']["coding_analyze_file_dependencies__input"];
  "coding_analyze_patterns": components['schemas']["coding_analyze_patterns__input"];
  "coding_analyze_refactor_impact": components['schemas']["coding_analyze_refactor_impact__input"];
  "coding_end_session": components['schemas']["coding_end_session__input"];
  "coding_generate_pr_description": components['schemas']["coding_generate_pr_description__input"];
  "coding_get_issue_context": components['schemas']["coding_get_issue_context__input"];
  "coding_get_project_context": components['schemas']["coding_get_project_context__input"];
  "coding_link_vcs_issue": components['schemas']["coding_link_vcs_issue__input"];
  "coding_record_decision": components['schemas']["coding_record_decision__input"];
  "coding_record_error": components['schemas']["coding_record_error__input"];
  "coding_search_errors": components['schemas']["coding_search_errors__input"];
  "coding_start_session": components['schemas']["coding_start_session__input"];
  "coding_suggest_refactor_order": components['schemas']["coding_suggest_refactor_order__input"];
  "coding_track_file_change": components['schemas']["coding_track_file_change__input"];
  "dir_list": components['schemas']["dir_list__input"];
  "ext_image_search": components['schemas']["ext_image_search__input"];
  "ext_local_search": components['schemas']["ext_local_search__input"];
  "ext_news_search": components['schemas']["ext_news_search__input"];
  "ext_video_search": components['schemas']["ext_video_search__input"];
  "ext_web_search": components['schemas']["ext_web_search__input"];
  "fact_check_claim": components['schemas']["fact_check_claim__input"];
  "file_read": components['schemas']["file_read__input"];
  "file_write": components['schemas']["file_write__input"];
  "get_video_metadata": components['schemas']["get_video_metadata__input"];
  "get_video_transcript": components['schemas']["get_video_transcript__input"];
  "media_open_audio": components['schemas']["media_open_audio__input"];
  "media_open_image": components['schemas']["media_open_image__input"];
  "media_open_video": components['schemas']["media_open_video__input"];
  "memory_delete": components['schemas']["memory_delete__input"];
  "memory_feedback": components['schemas']["memory_feedback__input"];
  "memory_fetch": components['schemas']["memory_fetch__input"];
  "memory_get_related": components['schemas']["memory_get_related__input"];
  "memory_get_user_pattern": components['schemas']["memory_get_user_pattern__input"];
  "memory_list": components['schemas']["memory_list__input"];
  "memory_recall": components['schemas']["memory_recall__input"];
  "memory_record_interaction": components['schemas']["memory_record_interaction__input"];
  "memory_search": components['schemas']["memory_search__input"];
  "memory_search_ids": components['schemas']["memory_search_ids__input"];
  "memory_stats": components['schemas']["memory_stats__input"];
  "memory_store": components['schemas']["memory_store__input"];
  "multimodal_index": components['schemas']["multimodal_index__input"];
  "multimodal_search": components['schemas']["multimodal_search__input"];
  "preprint_search": components['schemas']["preprint_search__input"];
  "route_query": components['schemas']["route_query__input"];
  "shell_exec": components['schemas']["shell_exec__input"];
  "telemetry_cost": components['schemas']["telemetry_cost__input"];
  "telemetry_stats": components['schemas']["telemetry_stats__input"];
  "vcs_exec": components['schemas']["vcs_exec__input"];
  "vcs_issue_list": components['schemas']["vcs_issue_list__input"];
  "vcs_issue_view": components['schemas']["vcs_issue_view__input"];
  "vcs_pr_create": components['schemas']["vcs_pr_create__input"];
  "vcs_pr_merge": components['schemas']["vcs_pr_merge__input"];
  "vcs_pr_view": components['schemas']["vcs_pr_view__input"];
  "video_fact_check": components['schemas']["video_fact_check__input"];
  "video_summarize": components['schemas']["video_summarize__input"];
  "web_scrape": components['schemas']["web_scrape__input"];
}

/** The structured result of each MCP tool that declares an output schema. */
export interface McpToolResults {
  "coding_analyze_file_dependencies": components['schemas']["coding_analyze_file_dependencies__output"];
  "coding_analyze_patterns": components['schemas']["coding_analyze_patterns__output"];
  "coding_analyze_refactor_impact": components['schemas']["coding_analyze_refactor_impact__output"];
  "coding_end_session": components['schemas']["coding_end_session__output"];
  "coding_generate_pr_description": components['schemas']["coding_generate_pr_description__output"];
  "coding_get_issue_context": components['schemas']["coding_get_issue_context__output"];
  "coding_get_project_context": components['schemas']["coding_get_project_context__output"];
  "coding_link_vcs_issue": components['schemas']["coding_link_vcs_issue__output"];
  "coding_record_decision": components['schemas']["coding_record_decision__output"];
  "coding_record_error": components['schemas']["coding_record_error__output"];
  "coding_search_errors": components['schemas']["coding_search_errors__output"];
  "coding_start_session": components['schemas']["coding_start_session__output"];
  "coding_suggest_refactor_order": components['schemas']["coding_suggest_refactor_order__output"];
  "coding_track_file_change": components['schemas']["coding_track_file_change__output"];
  "dir_list": components['schemas']["dir_list__output"];
  "ext_image_search": components['schemas']["ext_image_search__output"];
  "ext_local_search": components['schemas']["ext_local_search__output"];
  "ext_news_search": components['schemas']["ext_news_search__output"];
  "ext_video_search": components['schemas']["ext_video_search__output"];
  "ext_web_search": components['schemas']["ext_web_search__output"];
  "fact_check_claim": components['schemas']["fact_check_claim__output"];
  "file_read": components['schemas']["file_read__output"];
  "file_write": components['schemas']["file_write__output"];
  "get_video_metadata": components['schemas']["get_video_metadata__output"];
  "get_video_transcript": components['schemas']["get_video_transcript__output"];
  "media_open_audio": components['schemas']["media_open_audio__output"];
  "media_open_image": components['schemas']["media_open_image__output"];
  "media_open_video": components['schemas']["media_open_video__output"];
  "memory_delete": components['schemas']["memory_delete__output"];
  "memory_feedback": components['schemas']["memory_feedback__output"];
  "memory_fetch": components['schemas']["memory_fetch__output"];
  "memory_get_related": components['schemas']["memory_get_related__output"];
  "memory_get_user_pattern": components['schemas']["memory_get_user_pattern__output"];
  "memory_list": components['schemas']["memory_list__output"];
  "memory_recall": components['schemas']["memory_recall__output"];
  "memory_record_interaction": components['schemas']["memory_record_interaction__output"];
  "memory_search": components['schemas']["memory_search__output"];
  "memory_search_ids": components['schemas']["memory_search_ids__output"];
  "memory_stats": components['schemas']["memory_stats__output"];
  "memory_store": components['schemas']["memory_store__output"];
  "multimodal_index": components['schemas']["multimodal_index__output"];
  "multimodal_search": components['schemas']["multimodal_search__output"];
  "preprint_search": components['schemas']["preprint_search__output"];
  "route_query": components['schemas']["route_query__output"];
  "shell_exec": components['schemas']["shell_exec__output"];
  "telemetry_cost": components['schemas']["telemetry_cost__output"];
  "telemetry_stats": components['schemas']["telemetry_stats__output"];
  "vcs_exec": components['schemas']["vcs_exec__output"];
  "vcs_issue_list": components['schemas']["vcs_issue_list__output"];
  "vcs_issue_view": components['schemas']["vcs_issue_view__output"];
  "vcs_pr_create": components['schemas']["vcs_pr_create__output"];
  "vcs_pr_merge": components['schemas']["vcs_pr_merge__output"];
  "vcs_pr_view": components['schemas']["vcs_pr_view__output"];
  "video_fact_check": components['schemas']["video_fact_check__output"];
  "video_summarize": components['schemas']["video_summarize__output"];
  "web_scrape": components['schemas']["web_scrape__output"];
}

export type McpToolName = keyof McpToolArgs;
