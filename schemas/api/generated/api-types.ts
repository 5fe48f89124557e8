/**
 * Generated from schemas/api (the client API contract) by scripts/generate-api-types.ts.
 * Do not edit: change the contract and run `npm run api:types`.
 */
/* eslint-disable */
export type paths = {
    "/access-control/client-api/v3/accessgroups/users/permissions/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's privileges per resource and business function */
        get: operations["getPermissionSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access-control/client-api/v3/accessgroups/user-context/service-agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service agreements the user may act in */
        get: operations["listUserContextServiceAgreements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access-control/client-api/v3/accessgroups/user-context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the service agreement to act in (sets the USER_CONTEXT cookie) */
        post: operations["selectUserContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access-control/client-api/v3/accessgroups/service-agreements/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service agreement the session acts in */
        get: operations["getServiceAgreementContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-recovery-manager/client-api/v1/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Identifies a member who forgot the password (step 1 of password reset)
         * @description No credentials: anyone may call it, but it needs the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie (403 `xsrf.invalid` otherwise). Compares the member number, the full SSN and the date of birth with the credit union's core member record exactly as enrollment's identification does. Every mismatch — unknown member number, wrong SSN, wrong date of birth, and a member who has no online sign-in to reset — answers the same 400 `enrollment.identification.mismatch` ('Identification does not match') as enrollment, and counts against the member number and the client's address in the same counters as enrollment: `identificationLockout.maxFailures` failures within `windowSeconds` (enrollment and password reset together) refuse further tries (429 'Locked out', Retry-After) for `lockSeconds`. Success answers an opaque reset id, single-use, that works for `passwordReset.minutes` (config/enrollment.json), and the member's username.
         */
        post: operations["identifyForPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-recovery-manager/client-api/v1/password-resets/{resetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the new password (step 2 of password reset)
         * @description No credentials; the X-XSRF-TOKEN header as for every write. The password must meet enrollment's rules (config/enrollment.json `password` lengths; a lowercase and an uppercase letter, a digit, one of ! @ $ * - . _ and nothing else): otherwise 400 `enrollment.credentials.invalid` with one item per broken rule, and the reset id still works. An unknown, expired or already used reset id answers 404 `password-reset.expired`. Success stores the new password (the sign-in provider's hash), clears the sign-in lockout, ends every session and token of the member at the sign-in provider (sessions, grants, codes, access and refresh tokens: a refresh token issued before the reset is refused), uses up the reset id and tells the member with a notification (a secure message once the messages service exists, issue 13).
         */
        put: operations["setNewPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-statement/client-api/v2/account/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's statements and tax forms
         * @description One statement per account per closed month since the account opened (at most `monthsKept` months, config/statements.json), for the accounts of the agreement the member acts in whose kind gets statements, and a 1099-INT for the past calendar year when the interest paid on deposit accounts reaches `taxForms.minimumInterest`. Filtered by accounts, date and category, sorted, paged; the total is in X-Total-Count. A tax form covers every deposit account, so it has no accountId and an account filter leaves it in. Needs Account Statements / Manage Statements / view.
         */
        get: operations["listAccountStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-statement/client-api/v2/account/statements/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document types statements are filed under
         * @description config/statements.json `categories`, in order (spec/2 §2.7). Needs Account Statements / Manage Statements / view.
         */
        get: operations["listStatementCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-statement/client-api/v2/account/statements/download/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One statement or tax form as a PDF
         * @description The PDF, rendered from the ledger when asked: the credit union's name and address, the member, the account's name and masked number, the period, the opening balance, every posted entry with its date, description, amount and running balance, the interest paid in the period and the closing balance (the ledger's balance at the period's end). A 1099-INT reports the interest paid on the member's deposit accounts in the year. Sent as an attachment. Authorized by the bearer token or, for a plain link, by the `Authorization` cookie scoped to this path (NOTES, Auth module). A uid that is not one of the acting agreement's statements answers 404. Needs Account Statements / Manage Statements / view.
         */
        get: operations["downloadAccountStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-statement/client-api/v2/account/statements/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * E-statements or paper, per account
         * @description Each account of the acting agreement that gets statements, with the member's choice (config/statements.json `defaultDelivery` until they choose). Kept per member. Needs Account Statements / Manage Statements / view.
         */
        get: operations["listStatementPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account-statement/client-api/v2/account/statements/preferences/bulk-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chooses e-statements or paper for accounts
         * @description Each item sets one account's delivery: exactly one of onlineStatement and paperStatement is true (`statements.preferences.choose-one` otherwise), an account at most once (`statements.preferences.duplicate`). All or nothing. Another member's account, or one without statements, is 404. Answers 204. Needs Account Statements / Manage Statements / edit.
         */
        post: operations["updateStatementPreferences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/client-api/v2/action-recipe-specifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The alerts a member can set up */
        get: operations["listActionRecipeSpecifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/client-api/v2/action-recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's alerts */
        get: operations["listActionRecipes"];
        put?: never;
        /** Set up an alert */
        post: operations["createActionRecipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/client-api/v2/action-recipes/{recipeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an alert */
        put: operations["updateActionRecipe"];
        post?: never;
        /** Delete an alert */
        delete: operations["deleteActionRecipe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/arrangement-manager/client-api/v2/productsummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products grouped by kind, with aggregated balances */
        get: operations["getProductSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/arrangement-manager/client-api/v2/productsummary/context/arrangements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arrangements the user holds a privilege on, in the selected service agreement */
        get: operations["listContextArrangements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/arrangement-manager/client-api/v2/arrangements/{arrangementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One arrangement with its kind-specific details */
        get: operations["getArrangement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/arrangement-manager/client-api/v2/arrangements/{arrangementId}/unmasked-attributes/{attributeName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The clear value of a masked attribute (plain text) */
        get: operations["getUnmaskedAttribute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/arrangement-manager/client-api/v2/arrangements/unlink/{externalLegalEntityId}/{externalArrangementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a connected external account */
        post: operations["unlinkArrangement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/arrangement-manager/client-api/v2/arrangements/user-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's own preferences for one of their accounts: its alias, whether it is listed, whether it is a favourite, and its place in their order */
        get: operations["getAccountPreferences"];
        /** Change the member's own preferences for one of their accounts; only the fields sent change */
        put: operations["changeAccountPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/budget-planner/client-api/v3/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's monthly budgets with a month's spending
         * @description Needs Personal Finance Management / Manage Budgets / view. Every budget of the member (the token's subject), by category name, each with what the member spent in its category in `month` (default: this month in the credit union's time zone): debit transactions on the member's accounts that were not declined, a pending card purchase included, a transfer between two of the member's own accounts excluded. A budget applies to every month, so a past month answers the same budgets with that month's spending.
         */
        get: operations["listBudgets"];
        put?: never;
        /**
         * Set a monthly budget for a category
         * @description Needs Manage Budgets / create. One budget per category: a second for the same category is a 400 `budget.category.taken`; a category that does not exist or is not a spending category is a 400 `budget.category.unknown`. A budget created already past an alert threshold notifies the member at once.
         */
        post: operations["createBudget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/budget-planner/client-api/v3/budgets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a budget's category or limit
         * @description Needs Manage Budgets / edit. Same rules as creating; another member's budget is a 404. A change that puts the budget past an alert threshold not yet sent this month notifies the member.
         */
        put: operations["updateBudget"];
        post?: never;
        /**
         * Delete a budget
         * @description Needs Manage Budgets / delete. Its record of alerts sent goes with it; another member's budget is a 404.
         */
        delete: operations["deleteBudget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards-presentation-service/client-api/v2/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's debit and credit cards
         * @description Every card of the card arrangements the member acts for: in use first, then cards reported lost or stolen. Needs Personal Finance Management / Manage Cards / view.
         */
        get: operations["listCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards-presentation-service/client-api/v2/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One card with its limits
         * @description Needs Manage Cards / view; another member's card is 404.
         */
        get: operations["getCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards-presentation-service/client-api/v2/cards/{id}/lock-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock or unlock a card
         * @description A locked card's purchases are declined until it is unlocked. A card reported lost or stolen cannot be unlocked (400 cards.card.cancelled). Needs Manage Cards / edit.
         */
        post: operations["changeCardLockStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards-presentation-service/client-api/v2/cards/{id}/replacement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a card lost or stolen and order a replacement
         * @description Cancels and locks the card with the reason, orders a replacement (a new number, INACTIVE until activated) and sends the member a secure message. Answers the reported card, naming its replacement. Needs Manage Cards / edit.
         */
        post: operations["reportCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards-presentation-service/client-api/v2/cards/{id}/activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a replacement card
         * @description A card that arrived INACTIVE (a replacement ordered after a report) becomes ACTIVE once the member proves they hold it: the last four digits of its number and its expiry month and year. Wrong details answer 422 `cards.activation.details-wrong` with `errors[0].context.attemptsLeft`; the wrong try that uses up config/cards.json `activation.maxAttempts` for the day (the credit union's calendar day), and every try after it that day, answer 429 `cards.activation.locked`. A card that is not INACTIVE answers 400 `cards.card.not-inactive`. Every try is audited. Another member's card is 404. Needs Manage Cards / edit.
         */
        post: operations["activateCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards-presentation-service/client-api/v2/travel-notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current and upcoming travel notices
         * @description Soonest trip first; cancelled and finished trips are not listed. Needs Manage Cards / view.
         */
        get: operations["listTravelNotices"];
        put?: never;
        /**
         * Tell the credit union about a trip
         * @description The return is on or after the departure, the departure not in the past, the trip at most cards.json travelNotice.maxDays days long with at most maxDestinations places (400 with every broken rule in errors). Needs Manage Cards / create.
         */
        post: operations["createTravelNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards-presentation-service/client-api/v2/travel-notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One travel notice */
        get: operations["getTravelNotice"];
        /**
         * Change a travel notice
         * @description The same rules as creating one; a trip under way keeps its departure date. Needs Manage Cards / edit.
         */
        put: operations["updateTravelNotice"];
        post?: never;
        /**
         * Cancel a travel notice
         * @description Needs Manage Cards / delete.
         */
        delete: operations["cancelTravelNotice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consent/client-api/v1/terms-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current terms version and whether the member has accepted it
         * @description The version and effective date of the published terms (config/terms.json) and whether the signed-in member has accepted that version, with the time they did.
         */
        get: operations["getTermsConsent"];
        put?: never;
        /**
         * Records that the member accepts the current terms
         * @description Records the signed-in member's acceptance of `version` with the time. Only the current version can be accepted: any other answers 409 `consent.version.stale` ('These terms are no longer current'), and the app shows the current terms again. Accepting a version already accepted answers 200 with the first acceptance's time and records nothing more. A support agent acting for the member is refused with 403 `access.forbidden`: only the member accepts.
         */
        post: operations["acceptTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-manager/client-api/v2/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's contacts, searched and paged */
        get: operations["listContacts"];
        put?: never;
        /** Add a contact */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-manager/client-api/v2/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact */
        get: operations["getContact"];
        /** Change a contact */
        put: operations["updateContact"];
        post?: never;
        /** Delete a contact */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/engagement/client-api/v1/general-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a member can be notified of, and on which channels */
        get: operations["listGeneralNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/engagement/client-api/v1/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's notification preferences (engagements mode of spec/2 §7) */
        get: operations["listNotificationPreferences"];
        put?: never;
        /** Turns a general notification on or off for the member (about one account when userConditions name it) */
        post: operations["createNotificationPreference"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/engagement/client-api/v1/notification-preferences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes one of the member's notification preferences */
        put: operations["updateNotificationPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment/client-api/v2/enrollments/backbase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invitation's greeting, and with `verify` its details
         * @description No credentials. With `uuid` alone: the invited member's first and last name, for the 'Welcome {name},' header (nothing else). With `uuid` and `verify` (the last four digits of the member's SSN): the suggested `username` and `metadata` (first and last name, date of birth `YYYY-MM-DD`, member/account number) to prefill the verification step. An unknown, expired (older than `invitationDays`) or used uuid and a wrong `verify` all answer the same 404 `enrollment.identification.mismatch`; a wrong `verify` counts as a failed identification (member number and client address), so it locks out like identifyForEnrollment (429).
         */
        get: operations["getEnrollmentInformation"];
        /**
         * Creates the member's online-banking sign-in (step 2 of enrollment)
         * @description No credentials (X-XSRF-TOKEN as for every state-changing /api call). Re-identifies the member from `identification`, `verification` and the full SSN (`entityLookup.ssn`, else `ssn`) with the same rules, answers and failure counting as identifyForEnrollment (400 mismatch, 429 locked out, 403 not invited, 400 duplicate). `entities` must be the member's own entity ids (else the mismatch answer). `username` (or `userName`) is trimmed and must be `username.min`–`username.max` characters (config/enrollment.json, 6–30) of letters, digits and ! * $ @ _ . - ; `password` must be `password.min`–`password.max` characters (9–30) with a lowercase letter, an uppercase letter, a digit and one of ! @ $ * - . _ and no other characters. Rule violations answer 400 `enrollment.credentials.invalid` with one `errors[]` item per broken rule: key `enrollment.username.required|length|characters` or `enrollment.password.required|length|lowercase|uppercase|digit|special|characters`, `context.field` (`username`/`password`), `context.pointer`, and `min`/`max` for lengths. A username someone already has answers 409 `enrollment.username.taken` ('Username is not available'). With `uuid`, the invitation must belong to the member, be unused and younger than `invitationDays`; it is marked used. Success creates the sign-in user (the provider's password hash), links the member's accounts, creates a JOINT_ONLY service agreement with the default member permissions and marks the enrollment COMPLETE; the member can then sign in.
         */
        put: operations["createOnlineAccount"];
        /**
         * Identifies a member who wants online access (step 1 of enrollment)
         * @description No credentials: anyone may call it, but as every state-changing /api call it needs the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie (403 `xsrf.invalid` otherwise). Compares the member number (`identification[key=accountNumber]`), the full SSN (`entityLookup.ssn`, whose last four digits must equal `verification[type=SSN]`) and the date of birth (`verification[type=DOB]`, a date-time at midnight; `YYYY-MM-DD` is accepted too) with the credit union's core member record. Every mismatch — unknown member number, wrong SSN, wrong date of birth, an SSN last-4 that disagrees with entityLookup, an unknown/expired/used `uuid` — answers exactly the same 400 `enrollment.identification.mismatch` ('Identification does not match') and costs the same time. Each failure counts against the member number and against the client's address; `identificationLockout.maxFailures` failures within `windowSeconds` refuse further tries (429 'Locked out', Retry-After) for `lockSeconds`. Only after a correct identification: a member who already has online access answers 400 `enrollment.duplicate`. Without `uuid`, a credit union whose config/enrollment.json has `selfEnrollment: false` answers 403 `enrollment.not-invited` before checking anything. Success starts (or restarts) the member's enrollment (status STARTED) and answers the suggested username and the member's entities, whose ids the create-account call sends back.
         */
        post: operations["identifyForEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment/client-api/v2/enrollments/backbase/rebase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Stand-in: updates a rebased enrollment (not in the sandbox)
         * @description A stand-in: the sandbox has no rebase enrollment system. It checks nothing, changes nothing and always answers the fixed shape EnrollmentStandInAnswer with service `rebase` and status `NOT_AVAILABLE`, so an app that calls it gets a well-formed answer.
         */
        put: operations["putEnrollmentRebase"];
        /**
         * Stand-in: moves an enrollment to another core record (not in the sandbox)
         * @description A stand-in: the sandbox has no rebase enrollment system. It checks nothing, changes nothing and always answers the fixed shape EnrollmentStandInAnswer with service `rebase` and status `NOT_AVAILABLE`, so an app that calls it gets a well-formed answer.
         */
        post: operations["postEnrollmentRebase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment/client-api/v2/enrollments/mx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stand-in: the member's money-management (MX) enrollment
         * @description A stand-in: the sandbox has no mx enrollment system. It checks nothing, changes nothing and always answers the fixed shape EnrollmentStandInAnswer with service `mx` and status `NOT_AVAILABLE`, so an app that calls it gets a well-formed answer.
         */
        get: operations["getMxEnrollment"];
        put?: never;
        /**
         * Stand-in: enrolls the member in money management (MX)
         * @description A stand-in: the sandbox has no mx enrollment system. It checks nothing, changes nothing and always answers the fixed shape EnrollmentStandInAnswer with service `mx` and status `NOT_AVAILABLE`, so an app that calls it gets a well-formed answer.
         */
        post: operations["postMxEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollment/client-api/v2/enrollments/payveris": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stand-in: the member's bill-pay (Payveris) enrollment
         * @description A stand-in: the sandbox has no payveris enrollment system. It checks nothing, changes nothing and always answers the fixed shape EnrollmentStandInAnswer with service `payveris` and status `NOT_AVAILABLE`, so an app that calls it gets a well-formed answer.
         */
        get: operations["getPayverisEnrollment"];
        put?: never;
        /**
         * Stand-in: enrolls the member in bill pay (Payveris)
         * @description A stand-in: the sandbox has no payveris enrollment system. It checks nothing, changes nothing and always answers the fixed shape EnrollmentStandInAnswer with service `payveris` and status `NOT_AVAILABLE`, so an app that calls it gets a well-formed answer.
         */
        post: operations["postPayverisEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/external-account-aggregator/client-api/v1/aggregation/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start connecting or refreshing an external account */
        post: operations["startAggregationFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/external-account-aggregator/client-api/v1/aggregation/flows/{flowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state of an aggregation flow */
        get: operations["getAggregationFlow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/financial-institution-manager/client-api/v1/financial-institutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Other institutions whose accounts members link, by id (spec/2 §7: query a list of ids)
         * @description The app asks for the institutions of the external accounts it shows (`ids=1&ids=2`). An id the platform does not know is left out of the answer.
         */
        get: operations["listFinancialInstitutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/messages/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's conversations in one mailbox, newest first, paged
         * @description inbox: conversations the credit union has written in (it answered, or it started them); outbox: those only the member has written in so far, waiting for an answer; drafts: messages the member saved and has not sent. The total is in X-Total-Count.
         */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        /**
         * Deletes the member's conversations (drafts too) with these ids
         * @description An id that is not one of the member's conversations is listed in failedItems.
         */
        delete: operations["deleteConversations"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/messages/conversations/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks the member's conversations read or unread */
        put: operations["markConversationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/messages/{id}/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One conversation with its messages, oldest first, and its attachments
         * @description The member reading it marks it read; an agent acting for the member does not. Another member's conversation, or a draft, is 404.
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a new message to the credit union (or, from a draft, sends the draft)
         * @description The conversation shows in the outbox until the credit union answers. An agent acting for the member sends it from the credit union: it shows in the member's inbox, unread, with a notification.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/messages/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a message to a conversation
         * @description The member's reply keeps the conversation where it is. An agent acting for the member answers for the credit union: the conversation moves to the member's inbox, unread, and a notification that opens it is sent.
         */
        post: operations["replyToConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/messages/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's drafts, newest first */
        get: operations["listDrafts"];
        put?: never;
        /** Saves a new message as a draft */
        post: operations["saveNewDraft"];
        /** Deletes the member's drafts with these ids */
        delete: operations["deleteDrafts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/messages/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One draft, to reopen it */
        get: operations["getDraft"];
        /** Saves changes to a draft */
        put: operations["updateDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The topics a member chooses from for a new message (config/messages-center.json) */
        get: operations["listMessageTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/messages/unread-conversation-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many inbox conversations the member has not read */
        get: operations["getUnreadConversationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores a file to attach to a message or a draft
         * @description The body is the file's bytes (application/octet-stream), its name in `filename`. Its type is read from its content (PDF, PNG, JPEG, GIF), never from the name: a file of another type, or larger than config/messages-center.json allows, is refused (400 messages.attachment.type-not-allowed / messages.attachment.too-large). It stays the member's until a message that names it is sent.
         */
        post: operations["uploadAttachment"];
        /** Deletes the member's attachments that are not part of a sent message */
        delete: operations["deleteAttachments"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages-service/client-api/v5/message-center/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file of one of the member's attachments, with the type its content was found to be */
        get: operations["downloadAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications-service/client-api/v3/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications the member has not read */
        get: operations["getUnreadNotificationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications-service/client-api/v3/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's notifications, newest first, paged; the total in X-Total-Count */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications-service/client-api/v3/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every notification of the member read */
        put: operations["markAllNotificationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications-service/client-api/v3/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one notification read or unread */
        put: operations["markNotificationRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications-service/client-api/v3/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one notification */
        delete: operations["deleteNotification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-order-options/client-api/v1/payment-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The options (fee, cut-off time, how long it takes) of the payment types a transfer from this account can use
         * @description The transfer form asks with the originator account, and the counterparty, date and amount when it has them (spec/3 §7). Without `paymentTypes`, every payment type the credit union offers options for is answered.
         */
        post: operations["findPaymentOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-order-options/client-api/v1/payment-options/{paymentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The options of one payment type */
        get: operations["getPaymentOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-order-service/client-api/v3/payment-orders/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a payment order before it is submitted */
        post: operations["validatePaymentOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-order-service/client-api/v3/payment-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment orders, filtered and paged */
        get: operations["listPaymentOrders"];
        put?: never;
        /** Submit a payment order */
        post: operations["submitPaymentOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-order-service/client-api/v3/payment-orders/{paymentOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment order */
        get: operations["getPaymentOrder"];
        /** Edit a scheduled payment order */
        put: operations["updatePaymentOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-order-service/client-api/v3/payment-orders/{paymentOrderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled payment order */
        post: operations["cancelPaymentOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-order-service/client-api/v2/payment-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved payment templates */
        get: operations["listPaymentTemplates"];
        put?: never;
        /** Save a payment as a template */
        post: operations["createPaymentTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-order-service/client-api/v2/payment-templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a payment template */
        put: operations["updatePaymentTemplate"];
        post?: never;
        /** Delete a payment template */
        delete: operations["deletePaymentTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places-presentation-service/client-api/v2/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit union's branches and ATMs near a point, nearest first
         * @description No credentials: visitors use the locator too (spec/3 §1). The places of the tenant's config/places.json within `radius` of the point, each with its great-circle `distance` from it in the tenant's `locator.measurementSystem` unit (miles or kilometres, three decimals), sorted by distance, at most `locator.limitList`. Without `radius` the config's radius; a radius above `locator.maxRadius`, or a latitude or longitude out of range, is a 400.
         */
        get: operations["getPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pocket-tailor/client-api/v2/pockets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's open pockets, with balance and progress toward the goal
         * @description Every open pocket under the savings accounts of the agreement the member acts in. Closed pockets are not listed. Needs Personal Finance Management / Manage Pockets / view.
         */
        get: operations["listPockets"];
        put?: never;
        /**
         * Opens a pocket under one of the member's savings accounts
         * @description Opens an empty pocket (its own arrangement and ledger account, which never goes below zero nor above config/pockets.json's `maxBalance`) under a savings account of the agreement the member acts in. Refused with 400: an icon config/pockets.json does not offer (`pockets.icon.unknown`), a name another open pocket has (`pockets.name.taken`), a goal above the most a pocket may hold (`pockets.goal.too-high`) or in another currency (`pockets.goal.currency`), a deadline in the past (`pockets.deadline.past`), a parent that is not a savings account (`pockets.parent.not-eligible`), more open pockets under it than `maxPocketsPerParent` (`pockets.parent.full`). Another member's account is 404. Needs Personal Finance Management / Manage Pockets / create.
         */
        post: operations["createPocket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pocket-tailor/client-api/v2/pockets/{pocketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One open pocket
         * @description Another member's pocket, a closed one and one that does not exist all answer 404. Needs Personal Finance Management / Manage Pockets / view.
         */
        get: operations["getPocket"];
        /**
         * Renames a pocket, changes its icon or goal
         * @description Refused with 400: an icon config/pockets.json does not offer (`pockets.icon.unknown`), a name another open pocket has (`pockets.name.taken`), a goal above the most a pocket may hold (`pockets.goal.too-high`) or in another currency (`pockets.goal.currency`), a deadline in the past (`pockets.deadline.past`). Another member's or a closed pocket is 404. Needs Personal Finance Management / Manage Pockets / edit.
         */
        put: operations["updatePocket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pocket-tailor/client-api/v2/pockets/closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes a pocket and returns its whole balance
         * @description Moves the pocket's whole balance, by a payment order on the ledger, to its parent or to the member's own account named by `arrangementId`, then closes the pocket in the same transaction: it takes no more money in or out and is no longer listed. Refused with 400 when the named account cannot take the money (the payment order's error key, e.g. `payment.counterparty.invalid`). Another member's or an already closed pocket is 404. Needs Personal Finance Management / Manage Pockets / delete.
         */
        post: operations["closePocket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/remote-config/client-api/v1/projects/{project}/parameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The app's remote flags as a flat object */
        get: operations["getRemoteParameters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rtc/client-api/v1/conversations/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens the member's support chat, or answers the one already open
         * @description Each member has one open support conversation with the credit union; the first call opens it, every later call answers the same one, with how many of the other side's messages the caller has not read. Once it is closed, the next call opens a new one. A support agent acting for the member (the token's act) reaches the member's conversation. Needs Real Time Communications / RTC Support Request / execute.
         */
        post: operations["openChatConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rtc/client-api/v1/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many chat messages the caller has not read
         * @description The messages of the other side (the credit union's for a member, the member's for an agent acting for them) in the open conversation the caller has not marked read; 0 when no conversation is open. Opens none. Needs Real Time Communications / RTC Support Request / execute.
         */
        get: operations["chatUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rtc/client-api/v1/conversations/{conversationId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The conversation's messages after a cursor, oldest first
         * @description For polling: the messages written after `after` (a message's cursor; none for the whole conversation), oldest first, at most `size`, with the cursor to ask from next time, whether the conversation is still open (and who closed it) and the caller's unread count. A closed conversation stays readable. Another member's conversation is 404. Needs Real Time Communications / RTC Support Request / execute.
         */
        get: operations["listChatMessages"];
        put?: never;
        /**
         * Writes a message in the conversation
         * @description The member writes as the member; a support agent acting for the member writes as the credit union, with their name. The text is trimmed; refused with 400 when blank (`chat.message.required`) or longer than config/chat.json messageMaxLength (`chat.message.too-long`). A closed conversation takes no more messages: 409 `chat.conversation.closed`, and the app opens a new one (POST conversations/current) and writes there, so a message never lands in a conversation the other side has left. Another member's conversation is 404. Needs Real Time Communications / RTC Support Request / execute.
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rtc/client-api/v1/conversations/{conversationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Marks the other side's messages read, up to a cursor
         * @description The other side's messages up to and including `upTo` become read for the caller; answers the caller's unread count after. Another member's conversation is 404. Needs Real Time Communications / RTC Support Request / execute.
         */
        put: operations["markChatRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rtc/client-api/v1/conversations/{conversationId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the conversation
         * @description The member, or a support agent acting for them, ends the conversation: it takes no more messages, stays readable, and the other side's next poll answers it CLOSED with who ended it. Closing a closed conversation answers it as it is. Another member's conversation is 404. Needs Real Time Communications / RTC Support Request / execute.
         */
        post: operations["closeChatConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/client-api/v1/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A single sign-on hand-off to a third-party application
         * @description `name=payveris` (with `autoenroll=true`) answers the bill-pay session, as GET v2/sso/payveris does: `ssourl` is the one-time artifact for the provider's embed URL, and the Billpay SSO create privilege is needed. The names dmi, harland and amplify hand over one account and need Product Summary view. The providers' names (billpay, credit-score, appointments, direct-deposit-switch with the account, retail-loan-application, mortgage-application, authorized-users, communication-preferences) each need the privilege of their spec/1 §6 row, else 403; `ssourl` is then a one-time key, valid for two minutes, that the provider's login page redeems once.
         */
        get: operations["getSsoApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/client-api/v2/sso/payveris": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A single sign-on hand-off to the bill-pay provider */
        get: operations["getPayverisSso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/client-api/v1/check-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The check orders placed with the check printer, newest first
         * @description The orders the member placed with the check printer (the harland application) after the order-checks hand-off, for the accounts of the agreement the member acts in; another member's orders never show. Needs Product Summary / Product Summary / view. Without size, config/order-checks.json's recentOrders.
         */
        get: operations["listCheckOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stop-checks/client-api/v1/stop-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stop payments placed on the member's checks, newest first
         * @description Every stop payment of the accounts of the agreement the member acts in, active and expired, newest request first, each with the checks it has returned. Needs Payments / Stop Checks / view.
         */
        get: operations["listStopChecks"];
        put?: never;
        /**
         * Stops payment on one check or a range of checks
         * @description Places a stop on a check (or a range of at most `maxChecksInRange` checks, config/stop-checks.json) written on one of the member's checking accounts, and charges the configured fee to that account in the same transaction. The stop lasts `expiryMonths` from the request date; a check presented later with a stopped number (and the stop's amount, when it names one) is returned unpaid. Sending the same requestId again answers the stop already placed and charges nothing more. Refused with 400: a check already paid (`stopChecks.check.paid`), a number already stopped (`stopChecks.duplicate`), an account that is not a checking account (`stopChecks.account.not-eligible`), a reversed range (`stopChecks.range.invalid`), a longer range (`stopChecks.range.too-long`), a reason not offered (`stopChecks.reason.unknown`), a fee the account cannot pay (`stopChecks.fee.insufficient-funds`). Another member's account is 404. Needs Payments / Stop Checks / create.
         */
        post: operations["createStopCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transactions of one or more arrangements, filtered and paged */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the category of transactions */
        patch: operations["categorizeTransactions"];
        trace?: never;
    };
    "/transaction-manager/client-api/v2/transactions/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories a transaction can be filed under */
        get: operations["listTransactionCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transaction */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/transactions/{transactionId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the member's notes on a transaction */
        put: operations["saveTransactionNotes"];
        post?: never;
        /** Remove the member's notes from a transaction */
        delete: operations["deleteTransactionNotes"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/transactions/{transactionId}/dispute-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether and how a transaction can be disputed */
        get: operations["getDisputeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/transactions/{transactionId}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a dispute or inquiry on a transaction */
        post: operations["createDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/transactions/{transactionId}/check-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Front and back images of a cleared check */
        get: operations["getCheckImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/transactions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download transactions as CSV, OFX/QFX or PDF
         * @description One account's transactions as a file money software imports. OFX: OFX 2.2 XML, declared UTF-8. QFX (Quicken) and QBO (QuickBooks Web Connect): OFX 1.02 SGML (OFXHEADER:100, VERSION:102, ENCODING:USASCII, CHARSET:1252) with INTU.BID. Every OFX-family text is ASCII (accents and typographic punctuation transliterated); the FI block names the credit union serving the request (its app.json name, FID, INTU.BID and routing number from its transactions.json); ACCTTYPE comes from export.accountTypes; credit cards are CCSTMTRS; posted transactions only. CSV: UTF-8 with a byte order mark, RFC 4180, ISO dates, amounts and running balances in one sign stated in the header (credits and balances in the member's favour positive). PDF: tagged (language, title, reading order), ending with the closing balance on the last day.
         */
        get: operations["exportTransactions"];
        put?: never;
        /**
         * Download transactions (filters in the body)
         * @description One account's transactions as a file money software imports. OFX: OFX 2.2 XML, declared UTF-8. QFX (Quicken) and QBO (QuickBooks Web Connect): OFX 1.02 SGML (OFXHEADER:100, VERSION:102, ENCODING:USASCII, CHARSET:1252) with INTU.BID. Every OFX-family text is ASCII (accents and typographic punctuation transliterated); the FI block names the credit union serving the request (its app.json name, FID, INTU.BID and routing number from its transactions.json); ACCTTYPE comes from export.accountTypes; credit cards are CCSTMTRS; posted transactions only. CSV: UTF-8 with a byte order mark, RFC 4180, ISO dates, amounts and running balances in one sign stated in the header (credits and balances in the member's favour positive). PDF: tagged (language, title, reading order), ending with the closing balance on the last day.
         */
        post: operations["exportTransactionsByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/turnovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money in and out of the chosen accounts per month of a period, from booked transactions; transfers between the member's own accounts left out */
        get: operations["listTurnovers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction-manager/client-api/v2/categorytotals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Spending (DEBIT) or income (CREDIT) of the chosen accounts in a period per category, largest first; transfers between the member's own accounts left out */
        get: operations["listCategoryTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user: ids, name and the username they sign in with
         * @description The platform's user record (GET /client-api/v2/users/me). The sandbox adds `additions.username`, the name the member signs in with, which Login & Security shows (spec/2 §2.8). For an agent, the member acted for.
         */
        get: operations["getMyUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/identities/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member changes their password
         * @description Needs a recent sign-in (401 step-up challenge otherwise). The current password is checked with the sign-in's lockout: a wrong one is 400 login-security.password.incorrect and counts toward the lock; once locked, 423 login-security.password.locked and every sign-in of the member ends. The new password must meet config/enrollment.json `password` (keys enrollment.password.*) and must not be the current one (login-security.password.same), the username (.username), an e-mail address of the member (.email) or one of the last credentialChanges.passwordHistory (.reused); every broken rule is one item of `errors`, with context.field newPassword. On success every other sign-in of the member ends (this one stays) and the member gets a secure message (credentialChanges.passwordNotice).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/identities/username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member changes their username
         * @description Needs a recent sign-in (401 step-up challenge otherwise). Letters and digits only, the lengths of config/enrollment.json `username` (400, keys login-security.username.*); a username another user has, in any case, is 409 login-security.username.taken. On success every sign-in of the member ends, this one too (the app signs the member out so they sign in with the new name), and the member gets a secure message (credentialChanges.usernameNotice). The current username changes nothing.
         */
        post: operations["changeUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's profile */
        get: operations["getMyProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/me/profile/electronic-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's electronic addresses */
        get: operations["listEmailAddresses"];
        put?: never;
        /** Add an email address (needs a recent sign-in; the member is sent a secure message) */
        post: operations["addEmailAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/me/profile/electronic-addresses/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member's electronic addresses */
        get: operations["getEmailAddress"];
        /** Change an email address; primary true makes it the primary one (needs a recent sign-in) */
        put: operations["changeEmailAddress"];
        post?: never;
        /** Remove an email address (a primary address and the last phone number stay; needs a recent sign-in) */
        delete: operations["removeEmailAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/me/profile/phone-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's phone addresses */
        get: operations["listPhoneNumbers"];
        put?: never;
        /** Add a phone number (needs a recent sign-in; the member is sent a secure message) */
        post: operations["addPhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/me/profile/phone-addresses/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member's phone addresses */
        get: operations["getPhoneNumber"];
        /** Change a phone number; primary true makes it the primary one (needs a recent sign-in) */
        put: operations["changePhoneNumber"];
        post?: never;
        /** Remove a phone number (a primary address and the last phone number stay; needs a recent sign-in) */
        delete: operations["removePhoneNumber"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/me/profile/postal-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's postal addresses */
        get: operations["listPostalAddresses"];
        put?: never;
        /** Add an address (needs a recent sign-in; the member is sent a secure message) */
        post: operations["addPostalAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-manager/client-api/v2/users/me/profile/postal-addresses/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member's postal addresses */
        get: operations["getPostalAddress"];
        /** Change an address; primary true makes it the primary one (needs a recent sign-in) */
        put: operations["changePostalAddress"];
        post?: never;
        /** Remove an address (a primary address and the last phone number stay; needs a recent sign-in) */
        delete: operations["removePostalAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        PermissionSummaryItem: {
            resource: string;
            function: string;
            permissions: {
                view: boolean;
                create: boolean;
                edit: boolean;
                delete: boolean;
                approve: boolean;
                cancel: boolean;
                execute: boolean;
            };
            additions?: {
                [key: string]: string;
            };
        };
        PermissionSummary: components["schemas"]["PermissionSummaryItem"][];
        ServiceAgreement: {
            id: string;
            name: string;
            description?: string;
            isMaster: boolean;
            status: string;
        };
        ServiceAgreementList: components["schemas"]["ServiceAgreement"][];
        UserContextSelectionRequest: {
            serviceAgreementId: components["schemas"]["Identifier"];
        };
        ServiceAgreementContext: {
            id: string;
            externalId: string;
            name: string;
            description?: string;
            creatorLegalEntity?: string;
            isMaster: boolean;
            status: string;
            validFromDate?: string;
            validFromTime?: string;
            validUntilDate?: string;
            validUntilTime?: string;
            customerCategory?: string;
        };
        /** @description Who the member says they are. */
        PasswordResetIdentification: {
            /** @description The member (account) number: 3 to 10 digits, sent as text. */
            memberNumber: string;
            /** @description The full SSN: nine digits. */
            ssn: string;
            /**
             * Format: date
             * @description The date of birth, YYYY-MM-DD.
             */
            birthDate: string;
        };
        /** @description The opaque, random, single-use id identifyForPasswordReset answers. */
        PasswordResetId: string;
        PasswordResetStarted: {
            resetId: components["schemas"]["PasswordResetId"];
            /** @description The member's sign-in username, to show them which sign-in they reset. */
            username: string;
            /**
             * Format: date-time
             * @description When the reset id stops working.
             */
            expiresAt: string;
        };
        NewPassword: {
            /** @description Checked by enrollment's password rules (see the operation). */
            password: string;
        };
        PasswordResetDone: {
            username: string;
            /** @enum {string} */
            status: "COMPLETE";
        };
        StatementDocument: {
            /** @description Path of the download (GET statements/download/{uid}) on this server. */
            url: string;
            contentType: string;
        };
        /** @description One statement or tax form (NOTES: account-statement v2). accountId is empty for a tax form, which covers every deposit account. */
        AccountStatement: {
            accountId: string;
            accountName: string;
            /** @description Masked: the last four digits. */
            accountNumber: string;
            /**
             * Format: date
             * @description The last day the statement covers.
             */
            date: string;
            category: string;
            description: string;
            documents: components["schemas"]["StatementDocument"][];
        };
        StatementList: components["schemas"]["AccountStatement"][];
        StatementCategories: {
            categories: string[];
            additions?: {
                [key: string]: string;
            };
        };
        StatementPreference: {
            accountId: string;
            accountName: string;
            accountNumber: string;
            displayName: string;
            /** @description The statement category of the account. */
            accountType: string;
            onlineStatement: boolean;
            paperStatement: boolean;
        };
        StatementPreferenceList: components["schemas"]["StatementPreference"][];
        StatementPreferenceUpdate: {
            accountId: components["schemas"]["Identifier"];
            onlineStatement: boolean;
            paperStatement: boolean;
        }[];
        ActionRecipe: {
            id: string;
            specificationId: string;
            arrangementId: string;
            name: string;
            active: boolean;
            actions: {
                type?: string;
            }[];
            amount?: {
                amount?: string;
                currency?: string;
            };
        };
        ActionRecipeList: components["schemas"]["ActionRecipe"][];
        ActionRecipeCreationRequest: {
            specificationId: string;
            arrangementId: components["schemas"]["Identifier"];
            active: boolean;
            actions: {
                type: components["schemas"]["NotificationChannel"];
            }[];
            amount?: {
                amount: string;
                currency: string;
            };
        };
        ActionRecipeUpdateRequest: {
            active: boolean;
            actions: {
                type: components["schemas"]["NotificationChannel"];
            }[];
            amount?: {
                amount: string;
                currency: string;
            };
        };
        ActionRecipeSpecification: {
            id: string;
            name: string;
            /** @enum {string} */
            type: "balance" | "transactions";
            channels: components["schemas"]["NotificationChannel"][];
            amountRequired: boolean;
        };
        ActionRecipeSpecificationList: components["schemas"]["ActionRecipeSpecification"][];
        /**
         * @description Where an alert is sent.
         * @enum {string}
         */
        NotificationChannel: "sms" | "email";
        ProductSummary: {
            aggregatedBalance: components["schemas"]["AggregatedBalance"];
            currentAccounts?: components["schemas"]["ProductKindGroup"];
            savingsAccounts?: components["schemas"]["ProductKindGroup"];
            termDeposits?: components["schemas"]["ProductKindGroup"];
            loans?: components["schemas"]["ProductKindGroup"];
            creditCards?: components["schemas"]["ProductKindGroup"];
            debitCards?: components["schemas"]["ProductKindGroup"];
            investmentAccounts?: components["schemas"]["ProductKindGroup"];
            /** @description The special group of accounts past due (spec/1 §3); the app shows it first. It may come as a custom kind named overdueAccounts instead. */
            overdueAccounts?: components["schemas"]["ProductKindGroup"];
            customProductKinds: components["schemas"]["ProductKindGroup"][];
        };
        ContextArrangementList: components["schemas"]["Arrangement"][];
        /** @description A product in the summary. Money is a decimal string here; kind-specific fields (term deposit, loan, card) pass through in the platform's own names. */
        SummaryProduct: {
            id: string;
            externalArrangementId?: string;
            name: string;
            displayName?: string;
            bankAlias?: string;
            productKindName?: string;
            productTypeName?: string;
            productNumber?: string;
            productId?: string;
            legalEntityIds?: string[];
            IBAN?: string;
            BBAN?: string;
            number?: string;
            currency?: string;
            accountHolderNames?: string;
            accountOpeningDate?: string;
            lastUpdateDate?: string;
            accruedInterest?: number;
            accountInterestRate?: number;
            minimumRequiredBalance?: number;
            visible?: boolean;
            creditAccount?: boolean;
            debitAccount?: boolean;
            externalAccountStatus?: components["schemas"]["ExternalAccountStatus"];
            financialInstitutionId?: number;
            financialInstitution?: {
                id?: number;
                name?: string;
            };
            unmaskableAttributes?: string[];
            state?: {
                state?: string;
                externalStateId?: string;
            };
            userPreferences?: {
                alias?: string;
                visible?: boolean;
                favorite?: boolean;
            };
            product?: {
                externalId?: string;
                externalTypeId?: string;
                typeName?: string;
                productKind?: {
                    id?: number;
                    externalKindId?: string;
                    kindName?: string;
                    kindUri?: string;
                };
            } & {
                [key: string]: unknown;
            };
            bookedBalance?: string;
            availableBalance?: string;
            creditLimit?: string;
            remainingCredit?: string;
            /** @description The figure the accounts list leads with: available balance for deposits, the amount owed for cards and loans. */
            primaryBalance?: {
                value: string;
            };
            /** @description The second figure: the booked balance for deposits, the credit left for cards; loans have none. */
            secondaryBalance?: {
                value: string;
            };
            /** @description Product attributes as the arrangement views carry them (productKindUri). */
            attributes?: {
                [key: string]: string;
            };
            /** @description The platform's per-account extras: transfer flags, account code, the ACH and Fedwire routing numbers of deposit accounts, lastSyncStatus of linked accounts. */
            additions?: {
                [key: string]: string;
            };
            /** @description When the aggregator last refreshed a linked external account. */
            lastSyncDate?: string;
            /** @description A pocket's parent: the savings account it sits under (kind pocket). */
            parentId?: string;
            /** @description A pocket parent's open pockets (kind pocket), each a product with its own balance and `parentId`; listed here, under their parent, instead of in a group of their own. */
            subArrangements?: ({
                id: string;
                name: string;
                parentId: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        ProductKindGroup: {
            /** @description The product kind's id (product.productKind.id of its products). */
            id?: number;
            name: string;
            products: components["schemas"]["SummaryProduct"][];
            aggregatedBalance: components["schemas"]["AggregatedBalance"];
            /** @description Kind-level additions; the sandbox sends kindUri. */
            additions?: {
                [key: string]: string;
            };
        };
        /** @description An arrangement as context/arrangements and arrangements/{id} carry it. Money is a JSON number here; kind-specific fields pass through in the platform's own names. */
        Arrangement: {
            id: string;
            externalArrangementId?: string;
            name: string;
            displayName?: string;
            bankAlias?: string;
            productKindName?: string;
            productTypeName?: string;
            productNumber?: string;
            productId?: string;
            legalEntityIds?: string[];
            IBAN?: string;
            BBAN?: string;
            number?: string;
            currency: string;
            accountHolderNames?: string;
            accountOpeningDate?: string;
            lastUpdateDate?: string;
            accruedInterest?: number;
            accountInterestRate?: number;
            minimumRequiredBalance?: number;
            visible?: boolean;
            creditAccount?: boolean;
            debitAccount?: boolean;
            externalAccountStatus?: components["schemas"]["ExternalAccountStatus"];
            financialInstitutionId?: number;
            financialInstitution?: {
                id?: number;
                name?: string;
            };
            unmaskableAttributes?: string[];
            state?: {
                state?: string;
                externalStateId?: string;
            };
            userPreferences?: {
                alias?: string;
                visible?: boolean;
                favorite?: boolean;
            };
            product?: {
                externalId?: string;
                externalTypeId?: string;
                typeName?: string;
                productKind?: {
                    id?: number;
                    externalKindId?: string;
                    kindName?: string;
                    kindUri?: string;
                };
            } & {
                [key: string]: unknown;
            };
            bookedBalance?: number;
            availableBalance?: number;
            creditLimit?: number;
            remainingCredit?: number;
            /** @description The platform's per-account extras: transfer flags, account code, the ACH and Fedwire routing numbers of deposit accounts, lastSyncStatus of linked accounts. */
            additions?: {
                [key: string]: string;
            };
            /** @description When the aggregator last refreshed a linked external account. */
            lastSyncDate?: string;
            /** @description A card's or loan's next payment due date; the transfer form warns when a payment to it is late. */
            minimumPaymentDueDate?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One member's preferences for one account (response-shapes.txt: arrangementId, alias, visible, favorite), plus its place in the member's order among the accounts of its kind. */
        AccountPreferences: {
            arrangementId: components["schemas"]["Identifier"];
            /** @description The member's own name for the account; absent when the account goes by the product's name. */
            alias?: string;
            /** @description Listed on My Accounts. */
            visible: boolean;
            /** @description Listed before the other accounts of its kind. */
            favorite: boolean;
            /** @description Its place among the accounts of its kind in the member's order (0 first); absent until the member orders them. */
            position?: number;
        };
        /** @description What to change; fields left out stay as they are, and at least one must be sent. */
        AccountPreferencesChange: {
            arrangementId: components["schemas"]["Identifier"];
            /** @description The member's own name, trimmed; at most the length config/accounts.json allows. Empty or null gives the account back the product's name. */
            alias?: string | null;
            visible?: boolean;
            favorite?: boolean;
            /** @description Where the account goes among the accounts of its kind in the member's order (0 first; past the end means last); the others move to make room. */
            position?: number;
        };
        /** @description A calendar month, YYYY-MM. */
        Month: string;
        /** @description An amount above zero with at most two decimals. */
        PositiveAmount: string;
        BudgetRequest: {
            /** @description A spending (EXPENSE) category of GET transaction-manager/client-api/v2/transactions/categories. */
            categoryId: number;
            spendingLimit: {
                amount: components["schemas"]["PositiveAmount"];
                /** @description The credit union's currency (config/app.json currency), which is assumed when absent; another currency is a 400 `budget.currency.unsupported`. */
                currencyCode?: string;
            };
        };
        Budget: {
            id: string;
            categoryId: number;
            categoryName: string;
            spendingLimit: components["schemas"]["CurrencyAmount"];
            spent: components["schemas"]["CurrencyAmount"];
            /** @description spent / limit × 100, one decimal. */
            spentPercentage: number;
            /** @description limit − spent; negative when overspent. */
            available: components["schemas"]["CurrencyAmount"];
            overspent: boolean;
            /** @description Passbook: the month the spending is for. */
            period: {
                month: components["schemas"]["Month"];
                startDate: components["schemas"]["CalendarDate"];
                endDate: components["schemas"]["CalendarDate"];
            };
            /** @description Passbook: whether the period is this month (a past month is history). */
            current: boolean;
            /** @description Passbook: days of the month left, today included; 0 for a past month. */
            daysLeft: number;
            /** @description Passbook: what is available spread over the days left (0.00 when overspent); this month only. */
            leftPerDay?: components["schemas"]["CurrencyAmount"];
        };
        CardLimit: {
            id: string;
            /** @description Where the limit applies: ATM (cash), POS (purchases), ONLINE. */
            channel: string;
            /** @enum {string} */
            frequency: "DAILY" | "WEEKLY" | "MONTHLY";
            amount: string;
            maxAmount: string;
            minAmount: string;
        };
        Card: {
            id: string;
            /** @description The card network: VISA, MASTERCARD. */
            brand: string;
            /** @enum {string} */
            type: "Debit" | "Credit";
            name: string;
            /**
             * @description INACTIVE: a replacement ordered and not yet activated (purchases are declined until the member activates it); CANCELLED: reported lost or stolen.
             * @enum {string}
             */
            status: "ACTIVE" | "INACTIVE" | "CANCELLED";
            /** @enum {string} */
            lockStatus: "LOCKED" | "UNLOCKED";
            /**
             * @description Present while locked: by the member, or after a report.
             * @enum {string}
             */
            lockReason?: "MEMBER" | "LOST" | "STOLEN";
            replacement: {
                /** @enum {string} */
                status: "NOT_REQUESTED" | "ORDERED";
                /** @description The card ordered to replace this one. */
                cardId?: string;
            };
            holder: {
                name: string;
            };
            expiryDate: {
                year: string;
                month: string;
            };
            currency: string;
            maskedNumber: string;
            /** @description The card arrangement (arrangement-manager) the card belongs to. */
            arrangementId: string;
            /** @description On the card's details only. */
            limits?: components["schemas"]["CardLimit"][];
        };
        CardList: components["schemas"]["Card"][];
        LockStatusRequest: {
            /** @enum {string} */
            lockStatus: "LOCKED" | "UNLOCKED";
        };
        ReplacementRequest: {
            /** @enum {string} */
            reason: "LOST" | "STOLEN";
        };
        Destination: {
            country: string;
            region?: string;
        };
        TravelNoticeRequest: {
            cardIds: components["schemas"]["Identifier"][];
            departureDate: components["schemas"]["CalendarDate"];
            arrivalDate: components["schemas"]["CalendarDate"];
            destinations: components["schemas"]["Destination"][];
            /** @description Where the credit union reaches the member during the trip. */
            contactPhone: string;
        };
        TravelNotice: {
            id: string;
            cardIds: string[];
            /** Format: date */
            departureDate: string;
            /** Format: date */
            arrivalDate: string;
            destinations: components["schemas"]["Destination"][];
            contactPhone: string;
        };
        TravelNoticeAnswer: {
            value: components["schemas"]["TravelNotice"];
        };
        TravelNoticeList: {
            value: components["schemas"]["TravelNotice"][];
        };
        /** @description What proves the member holds the card: the last four digits of its number and its expiry date, as printed on it. */
        ActivationRequest: {
            /** @description The last four digits of the card number. */
            lastFour: string;
            expiryDate: {
                year: string;
                month: string;
            };
        };
        /** @description The platform's error body: every 4xx and 5xx answer carries it. */
        ErrorBody: {
            /** @description Readable text for logs; the app shows its own wording for the key. */
            message: string;
            /** @description What went wrong, as a stable key (request.invalid, access.forbidden, ...). */
            key: string;
            errors: components["schemas"]["ErrorItem"][];
        };
        /** @description An identifier the platform hands out (u-demo, sa-demo-personal, arr-…, a uuid): short and URL-safe. */
        Identifier: string;
        /**
         * @description A page index as the platform's `from`: skip over this many pages.
         * @default 0
         */
        PageIndex: number;
        /** @description Free-text search terms, bounded so a query never scans with a huge pattern. */
        SearchText: string;
        /** Format: date */
        CalendarDate: string;
        ErrorItem: {
            message: string;
            key: string;
            context?: {
                [key: string]: unknown;
            };
        };
        /**
         * @description The status of a payment order.
         * @enum {string}
         */
        PaymentStatus: "DRAFT" | "ENTERED" | "READY" | "ACCEPTED" | "PROCESSED" | "REJECTED" | "CANCELLED" | "CANCELLATION_PENDING" | "CONFIRMATION_PENDING" | "CONFIRMATION_DECLINED";
        /**
         * @description Every payment type the platform knows (lists and filters); a request sends one the sandbox accepts (SubmittablePaymentType).
         * @enum {string}
         */
        PaymentType: "INTERNAL_TRANSFER" | "INTRABANK_TRANSFER" | "P2P_TRANSFER" | "LOAN_PAYMENT" | "LOAN_ADVANCE" | "EXTERNAL_A2A";
        /**
         * @description The payment types a member can submit: between own accounts, or to another member of the credit union.
         * @enum {string}
         */
        SubmittablePaymentType: "INTERNAL_TRANSFER" | "INTRABANK_TRANSFER";
        /**
         * @description Why a payment order has its status (P2P and external transfers): pending, in process, authentication failed, failed, returned, expired.
         * @enum {string}
         */
        PaymentReasonCode: "PP01" | "PP02" | "PP11" | "PP12" | "PP13" | "PP14";
        /**
         * @description How often a recurring payment runs.
         * @enum {string}
         */
        TransferFrequency: "DAILY" | "WEEKLY" | "BIWEEKLY" | "MONTHLY" | "QUARTERLY" | "YEARLY";
        /**
         * @description The product kinds of the product summary, in the order a member reads them; other kinds come as customProductKinds.
         * @enum {string}
         */
        ProductKindKey: "currentAccounts" | "savingsAccounts" | "termDeposits" | "loans" | "creditCards" | "debitCards" | "investmentAccounts";
        /**
         * @description A privilege on a business function of a resource.
         * @enum {string}
         */
        Privilege: "view" | "create" | "edit" | "delete" | "approve" | "cancel" | "execute";
        /**
         * @description What the aggregator reports for a connected external account that needs attention; anything else reads as UNKNOWN.
         * @enum {string}
         */
        ExternalAccountStatus: "PERMANENT_FAILURE" | "TEMPORARY_FAILURE" | "USER_ACTION_REQUIRED" | "MULTI_FACTOR_AUTH_REQUIRED" | "CREDENTIALS_UPDATE_REQUIRED" | "USER_ACTION_AND_CREDENTIALS_UPDATE_REQUIRED" | "UNKNOWN";
        /**
         * @description Money in (CRDT) or out (DBIT).
         * @enum {string}
         */
        CreditDebitIndicator: "CRDT" | "DBIT";
        /**
         * @description Sort order of a list.
         * @enum {string}
         */
        SortDirection: "ASC" | "DESC";
        /** @description A total as the product summary carries it: a decimal string. */
        AggregatedBalance: {
            currency: string;
            value: string;
        };
        /** @description An amount with its currency, as transactions carry it: a decimal string. */
        CurrencyAmount: {
            amount: string;
            currencyCode: string;
        };
        /** @description A positive amount as a request sends it: digits, up to two decimals. */
        DecimalAmount: string;
        /** @description A terms version as config/terms.json names it, e.g. 2026-11. */
        TermsVersion: string;
        TermsConsent: {
            version: components["schemas"]["TermsVersion"];
            /**
             * Format: date
             * @description The day the version takes effect.
             */
            effective: string;
            /** @description Whether the member has accepted this version. */
            accepted: boolean;
            /**
             * Format: date-time
             * @description When they did; absent when not accepted.
             */
            acceptedAt?: string;
        };
        TermsAcceptance: {
            version: components["schemas"]["TermsVersion"];
        };
        TermsAccepted: {
            version: components["schemas"]["TermsVersion"];
            /** Format: date-time */
            acceptedAt: string;
        };
        Contact: {
            id: string;
            name: string;
            alias?: string;
            phoneNumber?: string;
            emailId?: string;
            accounts: components["schemas"]["ContactAccount"][];
            accessContextScope?: string;
            activeStatus?: string;
            /** @description The first way to reach the contact, in the spec's terms. */
            accountIdentifier?: string;
            accountIdentifierType?: components["schemas"]["AccountIdentifierType"];
        };
        ContactList: components["schemas"]["Contact"][];
        /** @description A contact with the platform's `accounts` (credit-union account numbers the transfer form pays) or, as the spec's contact form saves it (spec/2 §3, §7), one `accountIdentifier` of `accountIdentifierType`: one of the two, not both. */
        ContactCreationRequest: {
            /** @description No leading whitespace (spec/2 §5). */
            name: string;
            alias?: string;
            accounts?: {
                name?: string;
                alias?: string;
                /** @enum {string} */
                accountType?: "ACCOUNT";
                accountNumber: string;
            }[];
            /** @description A member number (ACCOUNT: digits, at most 10, of an account that can receive transfers), an IBAN (its country's length and check digits), an e-mail address or an E.164 phone number (at most 30 characters as typed), as accountIdentifierType says. */
            accountIdentifier?: string;
            accountIdentifierType?: components["schemas"]["AccountIdentifierType"];
        } & (unknown | unknown);
        ContactCreation: {
            id: string;
            status: string;
        };
        ContactUpdate: {
            status: string;
        };
        /**
         * @description How a contact is reached (spec/2 §3).
         * @enum {string}
         */
        AccountIdentifierType: "ACCOUNT" | "IBAN" | "PHONE" | "EMAIL";
        /** @description One way to reach a contact, by its accountType (AccountIdentifierType): an account number, an IBAN, an e-mail address or a phone number. */
        ContactAccount: {
            name: string;
            /** @constant */
            accountType: "ACCOUNT";
            accountNumber: string;
            alias?: string;
            bankName?: string;
        } | {
            name: string;
            /** @constant */
            accountType: "IBAN";
            IBAN: string;
            bankName?: string;
        } | {
            name: string;
            /** @constant */
            accountType: "EMAIL";
            email: string;
        } | {
            name: string;
            /** @constant */
            accountType: "PHONE";
            phoneNumber: string;
        };
        /**
         * @description A way a notification reaches the member.
         * @enum {string}
         */
        EngagementChannel: "IN_APP" | "EMAIL" | "SMS" | "PUSH";
        GeneralNotificationList: {
            id: string;
            name: string;
            deliveryOptions: components["schemas"]["EngagementChannel"][];
        }[];
        /** @description What the preference is about: an account (eType ARRANGEMENT, eRef its id) and the condition, e.g. the balance below which to notify. */
        NotificationUserConditions: {
            /** @enum {string} */
            eType: "ARRANGEMENT";
            eRef: components["schemas"]["Identifier"];
            conditions?: {
                amount?: string;
            };
        };
        NotificationPreferenceRequest: {
            generalNotificationId: components["schemas"]["Identifier"];
            active: boolean;
            channels: {
                channel: components["schemas"]["EngagementChannel"];
                enabled: boolean;
            }[];
            userConditions?: components["schemas"]["NotificationUserConditions"];
        };
        NotificationPreference: {
            id: string;
            generalNotificationId: string;
            active: boolean;
            channels: {
                channel: components["schemas"]["EngagementChannel"];
                enabled: boolean;
                userCanChange: boolean;
            }[];
            userConditions?: components["schemas"]["NotificationUserConditions"];
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            lastUpdatedAt: string;
        };
        NotificationPreferenceList: {
            totalCount: number;
            notificationPreferences: components["schemas"]["NotificationPreference"][];
        };
        /** @description The member (account) number: 3 to 10 digits, sent as text. */
        MemberNumber: string;
        /** @description The uuid of an invitation link (`/enrollment/{form}/enroll?uuid=…`). */
        InvitationId: string;
        /** @enum {string} */
        EnrollmentStatus: "STARTED" | "COMPLETE" | "FAILED";
        EnrollmentIdentificationItem: {
            /** @enum {string} */
            key: "accountNumber";
            value: components["schemas"]["MemberNumber"];
        };
        /** @description SSN: the last four digits of the SSN. DOB: the date of birth as a date-time at midnight (`1990-04-15T00:00:00`, optionally with `.000` and `Z`), or a plain date. */
        EnrollmentVerificationItem: {
            /** @enum {string} */
            type: "SSN";
            value: string;
        } | {
            /** @enum {string} */
            type: "DOB";
            value: string;
        };
        EntityLookup: {
            /** @description The full SSN: nine digits. */
            ssn: string;
        };
        /** @description Who the member says they are (spec/3 §3 enrollment user record). */
        EnrollmentUserRecord: {
            identification: components["schemas"]["EnrollmentIdentificationItem"][];
            /** @description One SSN item and one DOB item. */
            verification: components["schemas"]["EnrollmentVerificationItem"][];
            entityLookup: components["schemas"]["EntityLookup"];
            uuid?: components["schemas"]["InvitationId"];
        };
        EnrollmentEntity: {
            /** @description The member's legal entity id; sent back in createOnlineAccount's `entities`. */
            entityId: string;
            /** @enum {string} */
            type: "PERSONAL" | "BUSINESS";
        };
        EnrollmentMemberName: {
            firstName: string;
            lastName: string;
        };
        EnrollmentIdentified: {
            /** @description A suggested username that is free now: first name and last name joined by a dot, lower-case, letters only, with a number added when taken or shorter than the minimum. */
            preferredUsername: string;
            entities: {
                entities: components["schemas"]["EnrollmentEntity"][];
            };
            metadata: components["schemas"]["EnrollmentMemberName"];
        };
        /** @description The create-account payload (spec/3 §3). `username` (self flow) or `userName` (auto flow), not both; the full SSN in `entityLookup.ssn` or `ssn`. */
        CreateOnlineAccountRequest: {
            /** @description Checked by the server's rules (see the operation); trimmed. */
            username?: string;
            /** @description The auto flow's name for `username`. */
            userName?: string;
            /** @description Checked by the server's rules (see the operation). */
            password: string;
            profile: {
                /** Format: email */
                emailAddress: string;
            };
            entities: string[];
            identification: components["schemas"]["EnrollmentIdentificationItem"][];
            /** @description One SSN item and one DOB item. */
            verification: components["schemas"]["EnrollmentVerificationItem"][];
            entityLookup?: components["schemas"]["EntityLookup"];
            /** @description The full SSN: nine digits. */
            ssn?: string;
            uuid?: components["schemas"]["InvitationId"];
            /** @enum {string} */
            serviceAgreementType: "JOINT_ONLY";
        };
        OnlineAccountCreated: {
            username: string;
            /** @enum {string} */
            status: "COMPLETE";
        };
        /** @description With `uuid` alone: `firstName` and `lastName` only. With `verify`: `username` and `metadata` only. */
        EnrollmentInvitation: {
            firstName?: string;
            lastName?: string;
            username?: string;
            metadata?: {
                firstName: string;
                lastName: string;
                /** Format: date */
                dob: string;
                accountNumber: components["schemas"]["MemberNumber"];
            };
        };
        /** @description Whatever the app sends; the stand-in reads none of it. */
        EnrollmentStandInRequest: Record<string, never>;
        EnrollmentStandInAnswer: {
            /** @enum {string} */
            service: "rebase" | "mx" | "payveris";
            /** @enum {string} */
            status: "NOT_AVAILABLE";
            message: string;
        };
        /**
         * @description ADD connects another institution's accounts; REFRESH renews one linked account's connection
         * @enum {string}
         */
        AggregationOperation: "ADD" | "REFRESH";
        /**
         * @description STARTED until the member opens the aggregator's page, IN_PROGRESS while it links, then COMPLETED
         * @enum {string}
         */
        AggregationStatus: "STARTED" | "IN_PROGRESS" | "COMPLETED";
        AggregationFlowStartRequest: {
            operation: components["schemas"]["AggregationOperation"];
            arrangementId?: components["schemas"]["Identifier"];
        };
        AggregationFlowStart: {
            value: {
                id: string;
                metadata: {
                    accessToken: string;
                    configName: string;
                    fastLinkURL: string;
                };
            };
        };
        AggregationFlow: {
            value: {
                id: string;
                operation: components["schemas"]["AggregationOperation"];
                status: components["schemas"]["AggregationStatus"];
                arrangementIds: string[];
            };
        };
        FinancialInstitutionList: {
            financialInstitutions: {
                id: number;
                externalId: string;
                name: string;
                /** @description A logo's URL or data URL; empty when the institution has none. */
                logo: string;
                /** @description What signing in at the institution asks for (the aggregator's connect flow handles it; the sandbox lists none). */
                credentials: {
                    name: string;
                    label: string;
                    type: string;
                }[];
            }[];
        };
        /**
         * @default inbox
         * @enum {string}
         */
        Mailbox: "inbox" | "outbox" | "drafts";
        /** @description A conversation's topic; deleted when the credit union no longer offers it. */
        MessageTopicRef: {
            id: string;
            name: string;
            deleted: boolean;
        };
        MessageSender: {
            id: string;
            name: string;
            deleted?: boolean;
        };
        MessageAttachment: {
            id: string;
            filename: string;
            size: number;
            /** Format: date-time */
            createdAt: string;
        };
        ConversationSummary: {
            id: string;
            subject: string;
            sender: components["schemas"]["MessageSender"];
            /** Format: date-time */
            timestamp: string;
            read: boolean;
            important: boolean;
            hasAttachments: boolean;
            hasDraft: boolean;
            deletable: boolean;
            "read-only": boolean;
            topic?: components["schemas"]["MessageTopicRef"];
        };
        ConversationList: components["schemas"]["ConversationSummary"][];
        ConversationChanges: {
            deletedItems: string[];
            failedItems: string[];
        };
        ConversationReadChanges: {
            changedItems: string[];
            failedItems: string[];
        };
        MessageItemChanges: {
            deleted: string[];
            failed: string[];
        };
        ConversationReadChange: {
            conversationIds: components["schemas"]["Identifier"][];
            read: boolean;
        };
        ThreadMessage: {
            id: string;
            body: string;
            /** Format: date-time */
            createdAt: string;
            isMyMessage: boolean;
            sender: components["schemas"]["MessageSender"];
            attachments: components["schemas"]["MessageAttachment"][];
        };
        Conversation: {
            subject: string;
            topic?: components["schemas"]["MessageTopicRef"];
            rootMessageId: string;
            messages: components["schemas"]["ThreadMessage"][];
            attachments: components["schemas"]["MessageAttachment"][];
            read: boolean;
            important: boolean;
            deletable: boolean;
            "read-only": boolean;
        };
        NewMessage: {
            subject: string;
            body: string;
            topicId: components["schemas"]["Identifier"];
            /** @description Attachments uploaded before (POST attachments); the config's maxPerMessage applies. */
            attachmentIds?: components["schemas"]["Identifier"][];
            /** @description The draft this message was written in: it is sent, and leaves the drafts. */
            draftId?: components["schemas"]["Identifier"];
        };
        MessageReply: {
            body: string;
            /** @description Attachments uploaded before (POST attachments); the config's maxPerMessage applies. */
            attachmentIds?: components["schemas"]["Identifier"][];
        };
        MessageDraftContent: {
            subject?: string;
            body?: string;
            topicId?: components["schemas"]["Identifier"];
            /** @description Attachments uploaded before (POST attachments); the config's maxPerMessage applies. */
            attachmentIds?: components["schemas"]["Identifier"][];
        };
        MessageDraftSummary: {
            id: string;
            subject: string;
            body: string;
            /** Format: date-time */
            timestamp: string;
            hasAttachments: boolean;
            topic?: components["schemas"]["MessageTopicRef"];
            conversationId?: string;
        };
        MessageDraftList: components["schemas"]["MessageDraftSummary"][];
        MessageDraft: {
            id: string;
            subject: string;
            body: string;
            /** Format: date-time */
            timestamp: string;
            topic?: components["schemas"]["MessageTopicRef"];
            attachments: components["schemas"]["MessageAttachment"][];
        };
        MessageCreated: {
            id: string;
        };
        MessageDraftSaved: Record<string, never>;
        MessageTopic: {
            id: string;
            code: string;
            name: string;
        };
        MessageTopicList: components["schemas"]["MessageTopic"][];
        UnreadConversationCount: {
            unreadCount: number;
        };
        UnreadNotificationCount: {
            unread: number;
        };
        /** @description What a notification opens (spec/1 Notification navigation); the app opens only the ones it allows. */
        NotificationWhereTo: string;
        Notification: {
            id: string;
            title: string;
            message: string;
            /** @description INFO, SUCCESS, WARNING or ALERT. */
            level: string;
            /** Format: date-time */
            createdOn: string;
            read: boolean;
            origin?: string;
            routing?: {
                "where-to": components["schemas"]["NotificationWhereTo"];
                data?: {
                    id?: string;
                    arrangementId?: string;
                };
            };
        };
        NotificationList: components["schemas"]["Notification"][];
        NotificationReadRequest: {
            isRead: boolean;
        };
        NotificationRead: {
            isRead: boolean;
            notificationId: string;
        };
        AllNotificationsRead: {
            allReadStatus: boolean;
        };
        DeletedNotification: {
            notificationId: string;
        };
        PaymentOptionsRequest: {
            originatorAccount: {
                arrangementId: components["schemas"]["Identifier"];
            };
            counterpartyAccount?: {
                arrangementId?: components["schemas"]["Identifier"];
            };
            requestedExecutionDate?: components["schemas"]["CalendarDate"];
            instructedAmount?: {
                amount: components["schemas"]["DecimalAmount"];
                currencyCode: string;
            };
            paymentTypes?: components["schemas"]["PaymentType"][];
        };
        /** @description One way a payment type can be made: its priority, fee, who bears the fee, how long it takes at most and the cut-off time (HH:mm in the credit union's time zone) after which it starts on the next business day. */
        PaymentOption: {
            /** @enum {string} */
            instructionPriority: "NORM" | "HIGH";
            transferFee: components["schemas"]["CurrencyAmount"];
            chargeBearer: ("OUR" | "BEN" | "SHA")[];
            executionTimeFrame: {
                /** @enum {string} */
                unit: "HOUR" | "DAY";
                max: number;
            };
            cutOffTime: string;
        };
        PaymentTypeOptions: {
            paymentType: components["schemas"]["PaymentType"];
            canEditCounterparty: boolean;
            paymentOptions: components["schemas"]["PaymentOption"][];
        };
        PaymentOptionsList: {
            options: {
                paymentType: components["schemas"]["PaymentType"];
                paymentOptions: components["schemas"]["PaymentOption"][];
            }[];
        };
        /** @description A payment order as validate receives it (spec/3 §3): closed, an unknown field is a 400. */
        PaymentOrderValidationRequest: {
            paymentType: components["schemas"]["SubmittablePaymentType"];
            /** @enum {string} */
            paymentMode: "SINGLE" | "RECURRING";
            /** @enum {string} */
            instructionPriority?: "NORM";
            requestedExecutionDate: components["schemas"]["CalendarDate"];
            originatorAccount: components["schemas"]["OriginatorAccount"];
            originator?: {
                name?: string;
            };
            schedule?: components["schemas"]["PaymentSchedule"];
            transferTransactionInformation: components["schemas"]["TransferTransactionInformation"];
        };
        PaymentOrderValidation: {
            id?: string;
            paymentType?: string;
            paymentMode?: string;
            instructionPriority?: string;
            requestedExecutionDate?: string;
            originatorAccount?: {
                [key: string]: unknown;
            };
            originator?: {
                [key: string]: unknown;
            };
            schedule?: {
                [key: string]: unknown;
            };
            transferTransactionInformation?: {
                [key: string]: unknown;
            };
            isIntraLegalEntityPaymentOrder?: boolean;
            canApprove?: boolean;
            finalApprover?: boolean;
            warnings?: {
                key?: string;
                message?: string;
                context?: {
                    [key: string]: unknown;
                };
            }[];
        };
        /** @description A validated payment order, submitted with the id validate answered. */
        PaymentOrderSubmissionRequest: {
            id: components["schemas"]["Identifier"];
            paymentType: components["schemas"]["SubmittablePaymentType"];
            /** @enum {string} */
            paymentMode: "SINGLE" | "RECURRING";
            /** @enum {string} */
            instructionPriority?: "NORM";
            requestedExecutionDate: components["schemas"]["CalendarDate"];
            originatorAccount: components["schemas"]["OriginatorAccount"];
            originator?: {
                name?: string;
            };
            schedule?: components["schemas"]["PaymentSchedule"];
            transferTransactionInformation: components["schemas"]["TransferTransactionInformation"];
        };
        PaymentOrderSubmission: {
            id?: string;
            status?: components["schemas"]["PaymentStatus"];
            bankStatus?: string;
            reasonCode?: components["schemas"]["PaymentReasonCode"];
            /** @description ACCOUNT_CREATED: an account opening whose account was opened but whose deposit failed (status REJECTED, errorDescription says so; spec/3 §4). */
            reasonText?: string;
            errorDescription?: string;
            exportAllowed?: boolean;
            errors?: {
                key?: string;
                message?: string;
                context?: {
                    [key: string]: unknown;
                };
            }[];
        };
        PaymentOrder: {
            id?: string;
            paymentType?: components["schemas"]["PaymentType"];
            paymentMode?: string;
            instructionPriority?: string;
            requestedExecutionDate?: string;
            originatorAccount?: {
                [key: string]: unknown;
            };
            originator?: {
                [key: string]: unknown;
            };
            schedule?: {
                /** @description When a recurring order next runs; the activity lists it as the order's date. */
                nextExecutionDate?: components["schemas"]["CalendarDate"];
            } & {
                [key: string]: unknown;
            };
            transferTransactionInformation?: {
                [key: string]: unknown;
            };
            status?: components["schemas"]["PaymentStatus"];
            bankStatus?: string;
            reasonCode?: components["schemas"]["PaymentReasonCode"];
            /** @description ACCOUNT_CREATED: an account opening whose account was opened but whose deposit failed (status REJECTED, errorDescription says so; spec/3 §4). */
            reasonText?: string;
            errorDescription?: string;
            errors?: {
                key?: string;
                message?: string;
                context?: {
                    [key: string]: unknown;
                };
            }[];
            deliveryDate?: string;
            permissibleActions?: {
                approve?: boolean;
                finalApprove?: boolean;
                reject?: boolean;
                cancel?: boolean;
                delete?: boolean;
                edit?: boolean;
                create?: boolean;
                export?: boolean;
            };
            createdBy?: string;
            createdAt?: string;
            updatedAt?: string;
            edited?: boolean;
            version?: number;
        };
        PaymentOrderList: components["schemas"]["PaymentOrder"][];
        /** @description A scheduled payment order as edited, with the version it was read at. */
        PaymentOrderUpdateRequest: {
            version?: number;
            paymentType: components["schemas"]["SubmittablePaymentType"];
            /** @enum {string} */
            paymentMode: "SINGLE" | "RECURRING";
            /** @enum {string} */
            instructionPriority?: "NORM";
            requestedExecutionDate: components["schemas"]["CalendarDate"];
            originatorAccount: components["schemas"]["OriginatorAccount"];
            originator?: {
                name?: string;
            };
            schedule?: components["schemas"]["PaymentSchedule"];
            transferTransactionInformation: components["schemas"]["TransferTransactionInformation"];
        };
        PaymentOrderCancellation: {
            accepted?: boolean;
            status?: components["schemas"]["PaymentStatus"];
        };
        PaymentTemplate: {
            id?: string;
            name?: string;
            createdAt?: string;
            updatedAt?: string;
            serviceAgreementId?: string;
            details?: {
                [key: string]: unknown;
            };
        };
        PaymentTemplateList: components["schemas"]["PaymentTemplate"][];
        PaymentTemplateCreationRequest: {
            name: string;
            details: {
                paymentType: components["schemas"]["SubmittablePaymentType"];
                /** @enum {string} */
                instructionPriority?: "NORM";
                originatorAccount: components["schemas"]["OriginatorAccount"];
                transferTransactionInformation: {
                    instructedAmount?: components["schemas"]["InstructedAmount"];
                    counterparty: components["schemas"]["Counterparty"];
                    counterpartyAccount: components["schemas"]["CounterpartyAccount"];
                    remittanceInformation?: components["schemas"]["RemittanceInformation"];
                };
            };
        };
        PaymentTemplateCreation: {
            template?: components["schemas"]["PaymentTemplate"];
        };
        OriginatorAccount: {
            identification: {
                identification: components["schemas"]["Identifier"];
                /** @enum {string} */
                schemeName: "ID";
            };
            name?: string;
            arrangementId?: components["schemas"]["Identifier"];
            externalArrangementId?: components["schemas"]["Identifier"];
        };
        CounterpartyAccount: {
            identification: {
                identification: components["schemas"]["Identifier"];
                /** @enum {string} */
                schemeName: "ID" | "BBAN";
            };
            name?: string;
            arrangementId?: components["schemas"]["Identifier"];
            externalArrangementId?: components["schemas"]["Identifier"];
        };
        InstructedAmount: {
            amount: components["schemas"]["DecimalAmount"];
            currencyCode: string;
        };
        Counterparty: {
            name: string;
            /** @enum {string} */
            role?: "CREDITOR";
        };
        RemittanceInformation: {
            /** @enum {string} */
            type?: "UNSTRUCTURED";
            content: string;
        };
        PaymentSchedule: {
            transferFrequency: components["schemas"]["TransferFrequency"];
            every?: string | number;
            on?: number;
            startDate: components["schemas"]["CalendarDate"];
            endDate?: components["schemas"]["CalendarDate"];
            repeat?: number;
            /** @enum {string} */
            nonWorkingDayExecutionStrategy?: "AFTER";
        };
        TransferTransactionInformation: {
            instructedAmount: components["schemas"]["InstructedAmount"];
            counterparty: components["schemas"]["Counterparty"];
            counterpartyAccount: components["schemas"]["CounterpartyAccount"];
            /** @description An account opening (spec/3 §3) when freeText starts with NewAccount: code is the product's typeId (config/products.json), freeText 'NewAccount' for products without Courtesy Pay, 'NewAccount-<debit card Y|N>-<ACH Y|N>' for those with it. Such an order is sent to a placeholder counterparty account: the sandbox opens the account and funds it. */
            purposeOfPayment?: {
                code?: string | number;
                freeText?: string;
            };
            remittanceInformation?: components["schemas"]["RemittanceInformation"];
            endToEndIdentification?: string;
        };
        Place: {
            id: string;
            name: string;
            placeType: string;
            latitude: number;
            longitude: number;
            phone?: string;
            address: {
                addressLine1: string;
                addressLine2?: string;
                town: string;
                countrySubDivision: string;
                postalCode: string;
                country: string;
            };
            hours: components["schemas"]["OpeningHours"][];
            services: string[];
            /** @description From the asked point, in the tenant's unit. */
            distance: number;
        };
        OpeningHours: {
            /** @description 1 Monday to 7 Sunday. */
            day: number;
            open: string;
            close: string;
        };
        /** @description A savings pocket: an arrangement of product kind `pocket` under a savings account (its pocket parent). Its balance lives on the ledger like any account's; money moves in and out by payment orders (payment-order-service) naming `arrangementId`. */
        Pocket: {
            id: string;
            /** @description The pocket's own arrangement: the originator or counterparty of the payment orders that move its money. */
            arrangementId: string;
            /** @description The savings account the pocket sits under; where a closed pocket's balance goes unless the member names another account. */
            parentArrangementId: string;
            name: string;
            icon: string;
            goal?: {
                amountCurrency: components["schemas"]["CurrencyAmount"];
                /** Format: date */
                deadline?: string;
                /** @description The balance as a whole percentage of the goal amount, rounded down, at most 100. */
                progress: number;
            };
            balance: components["schemas"]["CurrencyAmount"];
        };
        /** @description The member's open pockets, oldest first. */
        PocketList: {
            pockets: components["schemas"]["Pocket"][];
        };
        /** @description What the member saves toward: an amount, and a date to reach it by when they set one. */
        PocketGoal: {
            amountCurrency: {
                amount: components["schemas"]["DecimalAmount"];
                currencyCode: string;
            };
            /**
             * Format: date
             * @description The day the member wants to reach the goal by (yyyy-mm-dd).
             */
            deadline?: string;
        };
        /** @description A new pocket under one of the member's savings accounts. */
        PocketCreation: {
            /** @description What the member calls the pocket (trimmed; unique among their open pockets). */
            name: string;
            /** @description The name of one of the icons config/pockets.json offers. */
            icon: string;
            /** @description The member's savings account the pocket sits under (a kind config/pockets.json allows as a parent). */
            parentArrangementId: string;
            goal?: components["schemas"]["PocketGoal"];
        };
        /** @description A pocket renamed, given another icon or goal. A goal left out removes the goal. */
        PocketUpdate: {
            /** @description What the member calls the pocket (trimmed; unique among their open pockets). */
            name: string;
            /** @description The name of one of the icons config/pockets.json offers. */
            icon: string;
            goal?: components["schemas"]["PocketGoal"];
        };
        /** @description The pocket to close, and the member's own account its balance goes to (its parent when left out). */
        PocketClosing: {
            id: string;
            arrangementId?: string;
        };
        /** @description A closed pocket: what its balance was, where it went and the payment order that moved it (none when it was empty). */
        PocketClosed: {
            id: string;
            returned: components["schemas"]["CurrencyAmount"];
            arrangementId: string;
            paymentOrderId?: string;
        };
        RemoteParameters: {
            [key: string]: boolean | string | number;
        };
        /** @description Where a message sits in the order messages were written; opaque to the app. */
        ChatCursor: string;
        ChatConversation: {
            id: string;
            /** Format: date-time */
            startedAt: string;
            status: components["schemas"]["ChatStatus"];
            /** @description Present once the conversation is closed. */
            closed?: components["schemas"]["ChatClosing"];
            unreadCount: number;
        };
        ChatUnreadCount: {
            unreadCount: number;
        };
        /**
         * @description Who wrote it: the member, or the credit union's support agent.
         * @enum {string}
         */
        ChatAuthor: "member" | "agent";
        ChatMessage: {
            id: string;
            cursor: components["schemas"]["ChatCursor"];
            text: string;
            author: components["schemas"]["ChatAuthor"];
            authorName: string;
            /** @description Written by the caller's side (the member; or the credit union when an agent asks). */
            isMine: boolean;
            /** Format: date-time */
            sentAt: string;
            /** @description Whether the side it was written to has read it. */
            read: boolean;
        };
        ChatMessagePage: {
            messages: components["schemas"]["ChatMessage"][];
            cursor: components["schemas"]["ChatCursor"];
            /** @description Whether the conversation is still open: the other side's app learns here that it was ended. */
            status: components["schemas"]["ChatStatus"];
            /** @description Present once the conversation is closed. */
            closed?: components["schemas"]["ChatClosing"];
            unreadCount: number;
        };
        ChatMessageRequest: {
            /** @description The message; config/chat.json messageMaxLength may allow less. */
            text: string;
        };
        ChatReadRequest: {
            upTo: components["schemas"]["ChatCursor"];
        };
        /**
         * @description OPEN while either side may write; CLOSED once the member or an agent ended it. A closed conversation stays readable; the next message goes to a new one.
         * @enum {string}
         */
        ChatStatus: "OPEN" | "CLOSED";
        /** @description Who ended the conversation, and when. */
        ChatClosing: {
            /** Format: date-time */
            closedAt: string;
            closedBy: components["schemas"]["ChatAuthor"];
            /** @description Ended by the caller's side (the member; or the credit union when an agent asks). */
            closedByMe: boolean;
        };
        SsoApplication: {
            name: string;
            ssourl: string;
        };
        CheckOrderList: {
            checkOrders: components["schemas"]["CheckOrder"][];
        };
        CheckOrder: {
            id: string;
            /** @description The check printer's order number. */
            orderNumber: string;
            /** @description The account the checks are printed for. */
            arrangementId: string;
            /** @description The account as the member names it (alias, else display name). */
            accountName: string;
            /** @description The printer's style id. */
            style: string;
            styleName: string;
            boxes: number;
            startingCheckNumber: string;
            endingCheckNumber: string;
            /** Format: date */
            placedDate: string;
            /** Format: date */
            estimatedDeliveryDate: string;
            /**
             * @description From the printer's dates: shipped once it ships, delivered by the estimated date.
             * @enum {string}
             */
            status: "PLACED" | "SHIPPED" | "DELIVERED";
        };
        /** @description A check number as printed on the check: digits only. */
        CheckNumber: string;
        /**
         * @description ACTIVE until the expiration date, then EXPIRED.
         * @enum {string}
         */
        StopCheckStatus: "ACTIVE" | "EXPIRED";
        /** @description The check a stop covers: `number` alone for one check; with `endNumber`, every check from `number` to `endNumber`. `amount` and `payee` narrow a single check's stop (a presented check is returned only when its amount matches). */
        StoppedChecks: {
            number: components["schemas"]["CheckNumber"];
            endNumber?: components["schemas"]["CheckNumber"];
            amount?: components["schemas"]["DecimalAmount"];
            payee?: string;
        };
        /** @description A check presented against a stop and returned unpaid. */
        ReturnedCheck: {
            number: string;
            amount: components["schemas"]["CurrencyAmount"];
            payee?: string;
            /** Format: date */
            returnedOn: string;
        };
        /** @description A stop payment as the platform answers it (NOTES: stop-checks v1), with the fee charged and the checks returned against it. */
        StopCheck: {
            id: string;
            originatorAccount: {
                name: string;
                identification: string;
                /** @enum {string} */
                schemeName: "ID";
            };
            /** @description The message key of the reason (config/stop-checks.json `reasons`). */
            reason: string;
            status: components["schemas"]["StopCheckStatus"];
            check: components["schemas"]["StoppedChecks"];
            /** Format: date */
            dateOfRequest: string;
            /** Format: date */
            expirationDate: string;
            fee: components["schemas"]["CurrencyAmount"];
            returnedChecks: components["schemas"]["ReturnedCheck"][];
        };
        StopCheckList: {
            stopChecks: components["schemas"]["StopCheck"][];
            totalStopChecks: number;
        };
        StopCheckAnswer: {
            stopCheck: components["schemas"]["StopCheck"];
        };
        /** @description A stop payment to place. The reason is one of config/stop-checks.json `reasons`; a range covers at most its `maxChecksInRange` checks. */
        StopCheckRequest: {
            /** @description Chosen by the app once per stop the member confirms: sending it again (a double click, a retry) places nothing more. */
            requestId: string;
            originatorAccount: {
                identification: components["schemas"]["Identifier"];
                /** @enum {string} */
                schemeName: "ID";
            };
            check: {
                number: components["schemas"]["CheckNumber"];
                endNumber?: components["schemas"]["CheckNumber"];
                amount?: components["schemas"]["DecimalAmount"];
                payee?: string;
            };
            reason: string;
        };
        Transaction: {
            id: string;
            arrangementId: string;
            reference?: string;
            description?: string;
            originalDescription?: string;
            typeGroup?: string;
            type?: string;
            category?: string;
            categoryId?: number;
            bookingDate: string;
            valueDate?: string;
            transactionAmountCurrency: components["schemas"]["CurrencyAmount"];
            creditDebitIndicator: components["schemas"]["CreditDebitIndicator"];
            counterPartyName?: string;
            counterPartyAccountNumber?: string;
            counterPartyCity?: string;
            counterPartyAddress?: string;
            checkSerialNumber?: string;
            checkImageAvailability?: string;
            /**
             * @description AVAILABLE when the transaction was made in another currency than its account's, so an exchange can be shown (spec/2 §3).
             * @enum {string}
             */
            currencyExchangeAvailability?: "AVAILABLE" | "UNAVAILABLE";
            billingStatus?: string;
            state?: string;
            isPending?: boolean;
            creationTime?: string;
            disputeStatus?: string;
            runningBalance?: string;
            merchant?: {
                name?: string;
            };
            notes?: string;
            /** @description Where a card transaction took place; the app shows a map when it has an address or both coordinates. */
            location?: {
                latitude?: number;
                longitude?: number;
                address?: string;
                city?: string;
            } & {
                [key: string]: unknown;
            };
        };
        TransactionList: components["schemas"]["Transaction"][];
        TransactionCategoryChangesRequest: {
            id: components["schemas"]["Identifier"];
            arrangementId: components["schemas"]["Identifier"];
            category: string;
        }[];
        TransactionNotesRequest: {
            notes: string;
        };
        DisputeRequest: {
            requestType: components["schemas"]["DisputeRequestType"];
            message: string;
        };
        TransactionExportRequest: {
            arrangementId?: components["schemas"]["Identifier"];
            arrangementsIds?: components["schemas"]["Identifier"][];
            bookingDateGreaterThan?: components["schemas"]["CalendarDate"];
            bookingDateLessThan?: components["schemas"]["CalendarDate"];
            creditDebitIndicator?: components["schemas"]["CreditDebitIndicator"];
            billingStatus?: string;
            /** @enum {string} */
            state?: "COMPLETED" | "PENDING";
            query?: components["schemas"]["SearchText"];
            amountGreaterThan?: string;
            amountLessThan?: string;
            types?: string[];
            typeGroups?: string[];
            categories?: string[];
            /**
             * @default bookingDate
             * @enum {string}
             */
            orderBy: "bookingDate" | "valueDate" | "transactionAmountCurrency.amount" | "description" | "externalId";
            /**
             * @default DESC
             * @enum {string}
             */
            direction: "ASC" | "DESC";
            /** @enum {string} */
            exportType: "CSV" | "OFX" | "QFX" | "QBO" | "PDF";
        };
        TransactionCategory: {
            categoryId: number;
            externalId: string;
            categoryName: string;
            /** @enum {string} */
            categoryType: "INCOME" | "EXPENSE" | "TRANSFER";
        };
        TransactionCategoryList: components["schemas"]["TransactionCategory"][];
        TransactionNotes: {
            notes: string;
        };
        /** @enum {string} */
        DisputeRequestType: "INQUIRY" | "DISPUTE";
        /** @description Whether the member may file an inquiry or a dispute on the transaction (spec/2 §4), and why not. */
        DisputeOptions: {
            eligible: boolean;
            /** @enum {string} */
            reason?: "DISABLED" | "ALREADY_DISPUTED" | "PENDING" | "TYPE_NOT_DISPUTABLE" | "TOO_OLD";
            disputeStatus?: string;
            eligibilityDays: number;
            requestTypes: components["schemas"]["DisputeRequestType"][];
            topics: {
                DISPUTE: string;
                INQUIRY: string;
            };
            messageMaxLength: number;
        };
        Dispute: {
            id: string;
            conversationId: string;
            requestType: components["schemas"]["DisputeRequestType"];
            topicCode: string;
            /** @enum {string} */
            disputeStatus: "PENDING" | "INQUIRY_PENDING";
        };
        CheckImages: {
            images: {
                /** @enum {string} */
                side: "FRONT" | "BACK";
                mimeType: string;
                /** @description The image, base64-encoded. */
                content: string;
            }[];
        };
        /** @description One interval: money in, money out and what is left (in minus out). */
        Turnover: {
            intervalStartDate: components["schemas"]["CalendarDate"];
            creditAmount: components["schemas"]["CurrencyAmount"];
            debitAmount: components["schemas"]["CurrencyAmount"];
            balance: components["schemas"]["CurrencyAmount"];
        };
        Turnovers: {
            arrangementIds: components["schemas"]["Identifier"][];
            /** @enum {string} */
            intervalDuration: "MONTH";
            avgCreditAmount: components["schemas"]["CurrencyAmount"];
            avgDebitAmount: components["schemas"]["CurrencyAmount"];
            /** @description Every interval of the period, oldest first, also those without transactions. */
            turnovers: components["schemas"]["Turnover"][];
        };
        CategoryTotal: {
            /** @description The transactions' category; absent for the transactions that have none. */
            category?: string;
            totalAmount: components["schemas"]["CurrencyAmount"];
            /** @description Share of the total in percent, two decimals. */
            portion: number;
        };
        CategoryTotals: {
            total: components["schemas"]["CurrencyAmount"];
            items: components["schemas"]["CategoryTotal"][];
        };
        /** @description The platform's user (users/me) with the sandbox's additions. */
        User: {
            id: string;
            externalId?: string;
            legalEntityId?: string;
            legalEntityName?: string;
            fullName: string;
            preferredLanguage?: string;
            additions: {
                /** @description The name the member signs in with */
                username: string;
            };
        };
        ChangePasswordRequest: {
            existingPassword: string;
            newPassword: string;
        };
        ChangeUsernameRequest: {
            username: string;
        };
        ElectronicAddress: {
            key: string;
            type: string;
            primary: boolean;
            address: string;
        };
        PhoneAddress: {
            key: string;
            type: string;
            primary: boolean;
            number: string;
        };
        PostalAddress: {
            key: string;
            type: string;
            primary: boolean;
            department?: string;
            subDepartment?: string;
            addressLine?: string;
            buildingNumber?: string;
            streetName?: string;
            townName?: string;
            countrySubDivision?: string;
            postalCode?: string;
            country?: string;
        };
        ElectronicAddressList: {
            "electronic-addresses": components["schemas"]["ElectronicAddress"][];
        };
        PhoneAddressList: {
            "phone-addresses": components["schemas"]["PhoneAddress"][];
        };
        PostalAddressList: {
            "postal-addresses": components["schemas"]["PostalAddress"][];
        };
        /** @description The email address (checked for format and length by the service, so each problem names its field); type: one of config/profile.json emailTypes, the first when left out. */
        ElectronicAddressRequest: {
            address?: string;
            type?: string;
            primary?: boolean;
        };
        /** @description number: +1 and 10 digits (spaces, dashes and brackets are ignored); type: one of config/profile.json phoneTypes, once per member. */
        PhoneAddressRequest: {
            number?: string;
            type?: string;
            primary?: boolean;
        };
        /** @description buildingNumber is address line 1 (required), streetName line 2, townName the city, countrySubDivision the state (required in the US, from config/profile.json usStates), postalCode 00000 or 00000-0000; type HOME or MAILING, once per member; a HOME address may not be a P.O. box. */
        PostalAddressRequest: {
            type?: string;
            primary?: boolean;
            buildingNumber?: string;
            streetName?: string;
            townName?: string;
            countrySubDivision?: string;
            postalCode?: string;
            country?: string;
        };
        UserProfile: {
            fullName: string;
            preferredLanguage?: string;
            "phone-addresses": {
                key?: string;
                type?: string;
                primary?: boolean;
                number?: string;
            }[];
            "electronic-addresses": {
                key?: string;
                type?: string;
                primary?: boolean;
                address?: string;
            }[];
            "postal-addresses": {
                key?: string;
                type?: string;
                primary?: boolean;
                department?: string;
                subDepartment?: string;
                addressLine?: string;
                buildingNumber?: string;
                streetName?: string;
                townName?: string;
                countrySubDivision?: string;
                postalCode?: string;
                country?: string;
            }[];
            additions: {
                userId: string;
                /** @description The member number, shown by the new-account funding step ('' when the user has none). */
                customerCode: string;
                /**
                 * @description Whether the credit union lets this member open accounts online (spec/3 §6): the wizard and its menu item are offered only on 'true'.
                 * @enum {string}
                 */
                eligibleForNewAccount: "true" | "false";
                /** @description The product type ids (config/products.json typeId) the member already holds the maximum of, comma separated, '' when none: computed from the member's accounts. */
                btpLimitReached: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type PermissionSummaryItem = components['schemas']['PermissionSummaryItem'];
export type PermissionSummary = components['schemas']['PermissionSummary'];
export type ServiceAgreement = components['schemas']['ServiceAgreement'];
export type ServiceAgreementList = components['schemas']['ServiceAgreementList'];
export type UserContextSelectionRequest = components['schemas']['UserContextSelectionRequest'];
export type ServiceAgreementContext = components['schemas']['ServiceAgreementContext'];
export type PasswordResetIdentification = components['schemas']['PasswordResetIdentification'];
export type PasswordResetId = components['schemas']['PasswordResetId'];
export type PasswordResetStarted = components['schemas']['PasswordResetStarted'];
export type NewPassword = components['schemas']['NewPassword'];
export type PasswordResetDone = components['schemas']['PasswordResetDone'];
export type StatementDocument = components['schemas']['StatementDocument'];
export type AccountStatement = components['schemas']['AccountStatement'];
export type StatementList = components['schemas']['StatementList'];
export type StatementCategories = components['schemas']['StatementCategories'];
export type StatementPreference = components['schemas']['StatementPreference'];
export type StatementPreferenceList = components['schemas']['StatementPreferenceList'];
export type StatementPreferenceUpdate = components['schemas']['StatementPreferenceUpdate'];
export type ActionRecipe = components['schemas']['ActionRecipe'];
export type ActionRecipeList = components['schemas']['ActionRecipeList'];
export type ActionRecipeCreationRequest = components['schemas']['ActionRecipeCreationRequest'];
export type ActionRecipeUpdateRequest = components['schemas']['ActionRecipeUpdateRequest'];
export type ActionRecipeSpecification = components['schemas']['ActionRecipeSpecification'];
export type ActionRecipeSpecificationList = components['schemas']['ActionRecipeSpecificationList'];
export type NotificationChannel = components['schemas']['NotificationChannel'];
export type ProductSummary = components['schemas']['ProductSummary'];
export type ContextArrangementList = components['schemas']['ContextArrangementList'];
export type SummaryProduct = components['schemas']['SummaryProduct'];
export type ProductKindGroup = components['schemas']['ProductKindGroup'];
export type Arrangement = components['schemas']['Arrangement'];
export type AccountPreferences = components['schemas']['AccountPreferences'];
export type AccountPreferencesChange = components['schemas']['AccountPreferencesChange'];
export type Month = components['schemas']['Month'];
export type PositiveAmount = components['schemas']['PositiveAmount'];
export type BudgetRequest = components['schemas']['BudgetRequest'];
export type Budget = components['schemas']['Budget'];
export type CardLimit = components['schemas']['CardLimit'];
export type Card = components['schemas']['Card'];
export type CardList = components['schemas']['CardList'];
export type LockStatusRequest = components['schemas']['LockStatusRequest'];
export type ReplacementRequest = components['schemas']['ReplacementRequest'];
export type Destination = components['schemas']['Destination'];
export type TravelNoticeRequest = components['schemas']['TravelNoticeRequest'];
export type TravelNotice = components['schemas']['TravelNotice'];
export type TravelNoticeAnswer = components['schemas']['TravelNoticeAnswer'];
export type TravelNoticeList = components['schemas']['TravelNoticeList'];
export type ActivationRequest = components['schemas']['ActivationRequest'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type Identifier = components['schemas']['Identifier'];
export type PageIndex = components['schemas']['PageIndex'];
export type SearchText = components['schemas']['SearchText'];
export type CalendarDate = components['schemas']['CalendarDate'];
export type ErrorItem = components['schemas']['ErrorItem'];
export type PaymentStatus = components['schemas']['PaymentStatus'];
export type PaymentType = components['schemas']['PaymentType'];
export type SubmittablePaymentType = components['schemas']['SubmittablePaymentType'];
export type PaymentReasonCode = components['schemas']['PaymentReasonCode'];
export type TransferFrequency = components['schemas']['TransferFrequency'];
export type ProductKindKey = components['schemas']['ProductKindKey'];
export type Privilege = components['schemas']['Privilege'];
export type ExternalAccountStatus = components['schemas']['ExternalAccountStatus'];
export type CreditDebitIndicator = components['schemas']['CreditDebitIndicator'];
export type SortDirection = components['schemas']['SortDirection'];
export type AggregatedBalance = components['schemas']['AggregatedBalance'];
export type CurrencyAmount = components['schemas']['CurrencyAmount'];
export type DecimalAmount = components['schemas']['DecimalAmount'];
export type TermsVersion = components['schemas']['TermsVersion'];
export type TermsConsent = components['schemas']['TermsConsent'];
export type TermsAcceptance = components['schemas']['TermsAcceptance'];
export type TermsAccepted = components['schemas']['TermsAccepted'];
export type Contact = components['schemas']['Contact'];
export type ContactList = components['schemas']['ContactList'];
export type ContactCreationRequest = components['schemas']['ContactCreationRequest'];
export type ContactCreation = components['schemas']['ContactCreation'];
export type ContactUpdate = components['schemas']['ContactUpdate'];
export type AccountIdentifierType = components['schemas']['AccountIdentifierType'];
export type ContactAccount = components['schemas']['ContactAccount'];
export type EngagementChannel = components['schemas']['EngagementChannel'];
export type GeneralNotificationList = components['schemas']['GeneralNotificationList'];
export type NotificationUserConditions = components['schemas']['NotificationUserConditions'];
export type NotificationPreferenceRequest = components['schemas']['NotificationPreferenceRequest'];
export type NotificationPreference = components['schemas']['NotificationPreference'];
export type NotificationPreferenceList = components['schemas']['NotificationPreferenceList'];
export type MemberNumber = components['schemas']['MemberNumber'];
export type InvitationId = components['schemas']['InvitationId'];
export type EnrollmentStatus = components['schemas']['EnrollmentStatus'];
export type EnrollmentIdentificationItem = components['schemas']['EnrollmentIdentificationItem'];
export type EnrollmentVerificationItem = components['schemas']['EnrollmentVerificationItem'];
export type EntityLookup = components['schemas']['EntityLookup'];
export type EnrollmentUserRecord = components['schemas']['EnrollmentUserRecord'];
export type EnrollmentEntity = components['schemas']['EnrollmentEntity'];
export type EnrollmentMemberName = components['schemas']['EnrollmentMemberName'];
export type EnrollmentIdentified = components['schemas']['EnrollmentIdentified'];
export type CreateOnlineAccountRequest = components['schemas']['CreateOnlineAccountRequest'];
export type OnlineAccountCreated = components['schemas']['OnlineAccountCreated'];
export type EnrollmentInvitation = components['schemas']['EnrollmentInvitation'];
export type EnrollmentStandInRequest = components['schemas']['EnrollmentStandInRequest'];
export type EnrollmentStandInAnswer = components['schemas']['EnrollmentStandInAnswer'];
export type AggregationOperation = components['schemas']['AggregationOperation'];
export type AggregationStatus = components['schemas']['AggregationStatus'];
export type AggregationFlowStartRequest = components['schemas']['AggregationFlowStartRequest'];
export type AggregationFlowStart = components['schemas']['AggregationFlowStart'];
export type AggregationFlow = components['schemas']['AggregationFlow'];
export type FinancialInstitutionList = components['schemas']['FinancialInstitutionList'];
export type Mailbox = components['schemas']['Mailbox'];
export type MessageTopicRef = components['schemas']['MessageTopicRef'];
export type MessageSender = components['schemas']['MessageSender'];
export type MessageAttachment = components['schemas']['MessageAttachment'];
export type ConversationSummary = components['schemas']['ConversationSummary'];
export type ConversationList = components['schemas']['ConversationList'];
export type ConversationChanges = components['schemas']['ConversationChanges'];
export type ConversationReadChanges = components['schemas']['ConversationReadChanges'];
export type MessageItemChanges = components['schemas']['MessageItemChanges'];
export type ConversationReadChange = components['schemas']['ConversationReadChange'];
export type ThreadMessage = components['schemas']['ThreadMessage'];
export type Conversation = components['schemas']['Conversation'];
export type NewMessage = components['schemas']['NewMessage'];
export type MessageReply = components['schemas']['MessageReply'];
export type MessageDraftContent = components['schemas']['MessageDraftContent'];
export type MessageDraftSummary = components['schemas']['MessageDraftSummary'];
export type MessageDraftList = components['schemas']['MessageDraftList'];
export type MessageDraft = components['schemas']['MessageDraft'];
export type MessageCreated = components['schemas']['MessageCreated'];
export type MessageDraftSaved = components['schemas']['MessageDraftSaved'];
export type MessageTopic = components['schemas']['MessageTopic'];
export type MessageTopicList = components['schemas']['MessageTopicList'];
export type UnreadConversationCount = components['schemas']['UnreadConversationCount'];
export type UnreadNotificationCount = components['schemas']['UnreadNotificationCount'];
export type NotificationWhereTo = components['schemas']['NotificationWhereTo'];
export type Notification = components['schemas']['Notification'];
export type NotificationList = components['schemas']['NotificationList'];
export type NotificationReadRequest = components['schemas']['NotificationReadRequest'];
export type NotificationRead = components['schemas']['NotificationRead'];
export type AllNotificationsRead = components['schemas']['AllNotificationsRead'];
export type DeletedNotification = components['schemas']['DeletedNotification'];
export type PaymentOptionsRequest = components['schemas']['PaymentOptionsRequest'];
export type PaymentOption = components['schemas']['PaymentOption'];
export type PaymentTypeOptions = components['schemas']['PaymentTypeOptions'];
export type PaymentOptionsList = components['schemas']['PaymentOptionsList'];
export type PaymentOrderValidationRequest = components['schemas']['PaymentOrderValidationRequest'];
export type PaymentOrderValidation = components['schemas']['PaymentOrderValidation'];
export type PaymentOrderSubmissionRequest = components['schemas']['PaymentOrderSubmissionRequest'];
export type PaymentOrderSubmission = components['schemas']['PaymentOrderSubmission'];
export type PaymentOrder = components['schemas']['PaymentOrder'];
export type PaymentOrderList = components['schemas']['PaymentOrderList'];
export type PaymentOrderUpdateRequest = components['schemas']['PaymentOrderUpdateRequest'];
export type PaymentOrderCancellation = components['schemas']['PaymentOrderCancellation'];
export type PaymentTemplate = components['schemas']['PaymentTemplate'];
export type PaymentTemplateList = components['schemas']['PaymentTemplateList'];
export type PaymentTemplateCreationRequest = components['schemas']['PaymentTemplateCreationRequest'];
export type PaymentTemplateCreation = components['schemas']['PaymentTemplateCreation'];
export type OriginatorAccount = components['schemas']['OriginatorAccount'];
export type CounterpartyAccount = components['schemas']['CounterpartyAccount'];
export type InstructedAmount = components['schemas']['InstructedAmount'];
export type Counterparty = components['schemas']['Counterparty'];
export type RemittanceInformation = components['schemas']['RemittanceInformation'];
export type PaymentSchedule = components['schemas']['PaymentSchedule'];
export type TransferTransactionInformation = components['schemas']['TransferTransactionInformation'];
export type Place = components['schemas']['Place'];
export type OpeningHours = components['schemas']['OpeningHours'];
export type Pocket = components['schemas']['Pocket'];
export type PocketList = components['schemas']['PocketList'];
export type PocketGoal = components['schemas']['PocketGoal'];
export type PocketCreation = components['schemas']['PocketCreation'];
export type PocketUpdate = components['schemas']['PocketUpdate'];
export type PocketClosing = components['schemas']['PocketClosing'];
export type PocketClosed = components['schemas']['PocketClosed'];
export type RemoteParameters = components['schemas']['RemoteParameters'];
export type ChatCursor = components['schemas']['ChatCursor'];
export type ChatConversation = components['schemas']['ChatConversation'];
export type ChatUnreadCount = components['schemas']['ChatUnreadCount'];
export type ChatAuthor = components['schemas']['ChatAuthor'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatMessagePage = components['schemas']['ChatMessagePage'];
export type ChatMessageRequest = components['schemas']['ChatMessageRequest'];
export type ChatReadRequest = components['schemas']['ChatReadRequest'];
export type ChatStatus = components['schemas']['ChatStatus'];
export type ChatClosing = components['schemas']['ChatClosing'];
export type SsoApplication = components['schemas']['SsoApplication'];
export type CheckOrderList = components['schemas']['CheckOrderList'];
export type CheckOrder = components['schemas']['CheckOrder'];
export type CheckNumber = components['schemas']['CheckNumber'];
export type StopCheckStatus = components['schemas']['StopCheckStatus'];
export type StoppedChecks = components['schemas']['StoppedChecks'];
export type ReturnedCheck = components['schemas']['ReturnedCheck'];
export type StopCheck = components['schemas']['StopCheck'];
export type StopCheckList = components['schemas']['StopCheckList'];
export type StopCheckAnswer = components['schemas']['StopCheckAnswer'];
export type StopCheckRequest = components['schemas']['StopCheckRequest'];
export type Transaction = components['schemas']['Transaction'];
export type TransactionList = components['schemas']['TransactionList'];
export type TransactionCategoryChangesRequest = components['schemas']['TransactionCategoryChangesRequest'];
export type TransactionNotesRequest = components['schemas']['TransactionNotesRequest'];
export type DisputeRequest = components['schemas']['DisputeRequest'];
export type TransactionExportRequest = components['schemas']['TransactionExportRequest'];
export type TransactionCategory = components['schemas']['TransactionCategory'];
export type TransactionCategoryList = components['schemas']['TransactionCategoryList'];
export type TransactionNotes = components['schemas']['TransactionNotes'];
export type DisputeRequestType = components['schemas']['DisputeRequestType'];
export type DisputeOptions = components['schemas']['DisputeOptions'];
export type Dispute = components['schemas']['Dispute'];
export type CheckImages = components['schemas']['CheckImages'];
export type Turnover = components['schemas']['Turnover'];
export type Turnovers = components['schemas']['Turnovers'];
export type CategoryTotal = components['schemas']['CategoryTotal'];
export type CategoryTotals = components['schemas']['CategoryTotals'];
export type User = components['schemas']['User'];
export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type ChangeUsernameRequest = components['schemas']['ChangeUsernameRequest'];
export type ElectronicAddress = components['schemas']['ElectronicAddress'];
export type PhoneAddress = components['schemas']['PhoneAddress'];
export type PostalAddress = components['schemas']['PostalAddress'];
export type ElectronicAddressList = components['schemas']['ElectronicAddressList'];
export type PhoneAddressList = components['schemas']['PhoneAddressList'];
export type PostalAddressList = components['schemas']['PostalAddressList'];
export type ElectronicAddressRequest = components['schemas']['ElectronicAddressRequest'];
export type PhoneAddressRequest = components['schemas']['PhoneAddressRequest'];
export type PostalAddressRequest = components['schemas']['PostalAddressRequest'];
export type UserProfile = components['schemas']['UserProfile'];
export type $defs = Record<string, never>;
export interface operations {
    getPermissionSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionSummary"];
                };
            };
        };
    };
    listUserContextServiceAgreements: {
        parameters: {
            query?: {
                from?: components["schemas"]["PageIndex"];
                size?: number;
                query?: components["schemas"]["SearchText"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAgreementList"];
                };
            };
        };
    };
    selectUserContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserContextSelectionRequest"];
            };
        };
        responses: {
            /** @description Selected: the USER_CONTEXT cookie is set */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getServiceAgreementContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAgreementContext"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    identifyForPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetIdentification"];
            };
        };
        responses: {
            /** @description Identified: the reset id for setNewPassword, the member's username and when the id stops working */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetStarted"];
                };
            };
            /** @description Not identified (one neutral answer for every mismatch, a member without online sign-in included), or a malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The anti-forgery header is missing or wrong */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed identifications (enrollment's and password reset's together) for this member number or this client: refused until the lock runs out. Answered instead of checking anything, for a known and an unknown member number alike. */
            429: {
                headers: {
                    /** @description Seconds until identification may be tried again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setNewPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resetId: components["schemas"]["PasswordResetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPassword"];
            };
        };
        responses: {
            /** @description The new password works; every earlier session and token has ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetDone"];
                };
            };
            /** @description The password breaks the rules (one item per rule), or a malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The anti-forgery header is missing or wrong */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The reset id is unknown, expired or already used */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAccountStatements: {
        parameters: {
            query?: {
                /** @description Only these accounts' statements. */
                accountIds?: components["schemas"]["Identifier"][];
                /** @description Statements dated on or after this day. */
                dateFrom?: components["schemas"]["CalendarDate"];
                /** @description Statements dated on or before this day. */
                dateTo?: components["schemas"]["CalendarDate"];
                /** @description One document type of GET statements/categories. */
                category?: string;
                orderBy?: "date" | "category" | "description";
                direction?: components["schemas"]["SortDirection"];
                from?: components["schemas"]["PageIndex"];
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementList"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An account in accountIds could not be found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStatementCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementCategories"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadAccountStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as a download (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The uid is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such statement */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStatementPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementPreferenceList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateStatementPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementPreferenceUpdate"];
            };
        };
        responses: {
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An account could not be found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listActionRecipeSpecifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionRecipeSpecificationList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listActionRecipes: {
        parameters: {
            query?: {
                arrangementId?: components["schemas"]["Identifier"];
                specificationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionRecipeList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createActionRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionRecipeCreationRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionRecipe"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateActionRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                recipeId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionRecipeUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionRecipe"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteActionRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                recipeId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProductSummary: {
        parameters: {
            query?: {
                debitAccount?: boolean;
                creditAccount?: boolean;
                ignoredProductKindNames?: string;
                /** @description With resourceName and privilege: the permission the list is asked for (spec/2 §6: Product Summary, Product Summary, view); 403 when the member lacks it. */
                businessFunction?: string;
                resourceName?: string;
                privilege?: components["schemas"]["Privilege"];
                /** @description At most this many products (spec/2 §6 asks for 1000000); the aggregated balances still count every product. */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSummary"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listContextArrangements: {
        parameters: {
            query: {
                businessFunction: string;
                resourceName: components["schemas"]["SearchText"];
                privilege: components["schemas"]["Privilege"];
                debitAccount?: boolean;
                creditAccount?: boolean;
                productKindName?: components["schemas"]["SearchText"];
                searchTerm?: components["schemas"]["SearchText"];
                from?: components["schemas"]["PageIndex"];
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContextArrangementList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getArrangement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                arrangementId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Arrangement"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUnmaskedAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                arrangementId: components["schemas"]["Identifier"];
                attributeName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clear value, as plain text (never cached) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unlinkArrangement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalLegalEntityId: components["schemas"]["Identifier"];
                externalArrangementId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlinked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccountPreferences: {
        parameters: {
            query: {
                arrangementId: components["schemas"]["Identifier"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPreferences"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changeAccountPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPreferencesChange"];
            };
        };
        responses: {
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid (the alias is too long once trimmed, or nothing to change) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: no such account in the member's current context */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBudgets: {
        parameters: {
            query?: {
                month?: components["schemas"]["Month"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Budget"][];
                };
            };
            /** @description The month is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BudgetRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Budget"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BudgetRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Budget"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changeCardLockStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LockStatusRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplacementRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    activateCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivationRequest"];
            };
        };
        responses: {
            /** @description OK: the card, now ACTIVE */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description The request is not valid, or the card is not waiting to be activated */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The details do not match the card */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many wrong tries today */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTravelNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TravelNoticeList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createTravelNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TravelNoticeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TravelNoticeAnswer"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A card not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTravelNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TravelNoticeAnswer"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateTravelNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TravelNoticeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TravelNoticeAnswer"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelTravelNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTermsConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsConsent"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    acceptTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermsAcceptance"];
            };
        };
        responses: {
            /** @description Already accepted: the first acceptance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsAccepted"];
                };
            };
            /** @description Accepted now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermsAccepted"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A support agent acting for the member: only the member accepts */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version is not the current one */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description Part of the name, alias, member number, IBAN, e-mail address or phone number. */
                query?: components["schemas"]["SearchText"];
                from?: components["schemas"]["PageIndex"];
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactCreationRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactCreation"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactCreationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUpdate"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contactId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactUpdate"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listGeneralNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneralNotificationList"];
                };
            };
            /** @description The member may not see communication preferences */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listNotificationPreferences: {
        parameters: {
            query?: {
                generalNotificationId?: components["schemas"]["Identifier"];
                /** @description Only the preferences about this account */
                eRef?: components["schemas"]["Identifier"];
                from?: components["schemas"]["PageIndex"];
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferenceList"];
                };
            };
            /** @description A query parameter is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member may not see communication preferences */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createNotificationPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferenceRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreference"];
                };
            };
            /** @description The body is not valid, names a channel the notification does not offer or an unknown notification */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member may not create communication preferences */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account of userConditions is not one the member acts for */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member already has a preference for this notification and account: change it with PUT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateNotificationPreference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferenceRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreference"];
                };
            };
            /** @description The body is not valid or changes which notification or account the preference is about */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member may not edit communication preferences */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such preference of the member */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEnrollmentInformation: {
        parameters: {
            query: {
                uuid: components["schemas"]["InvitationId"];
                verify?: string;
                verifyType?: "SSN";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation's greeting (uuid alone) or its details (with verify) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentInvitation"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown, expired or used invitation, or a wrong verify: one answer for all */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed identifications for this member number or this client: refused until the lock runs out (config/enrollment.json `identificationLockout`). Answered instead of checking anything, for a known and an unknown member number alike. */
            429: {
                headers: {
                    /** @description Seconds until identification may be tried again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createOnlineAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOnlineAccountRequest"];
            };
        };
        responses: {
            /** @description The sign-in user is created; the member can sign in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlineAccountCreated"];
                };
            };
            /** @description Not identified, already enrolled, username/password rules broken, or a malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Self-enrollment is off and there is no invitation (or the anti-forgery header is missing) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The username is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed identifications for this member number or this client: refused until the lock runs out (config/enrollment.json `identificationLockout`). Answered instead of checking anything, for a known and an unknown member number alike. */
            429: {
                headers: {
                    /** @description Seconds until identification may be tried again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    identifyForEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollmentUserRecord"];
            };
        };
        responses: {
            /** @description Identified: the suggested username, the member's entities and name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentIdentified"];
                };
            };
            /** @description Not identified (one neutral answer for every mismatch), already enrolled, or a malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description This credit union has not been upgraded: enrollment only by invitation (or the anti-forgery header is missing) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed identifications for this member number or this client: refused until the lock runs out (config/enrollment.json `identificationLockout`). Answered instead of checking anything, for a known and an unknown member number alike. */
            429: {
                headers: {
                    /** @description Seconds until identification may be tried again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putEnrollmentRebase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EnrollmentStandInRequest"];
            };
        };
        responses: {
            /** @description The fixed stand-in answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentStandInAnswer"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postEnrollmentRebase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EnrollmentStandInRequest"];
            };
        };
        responses: {
            /** @description The fixed stand-in answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentStandInAnswer"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMxEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fixed stand-in answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentStandInAnswer"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postMxEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EnrollmentStandInRequest"];
            };
        };
        responses: {
            /** @description The fixed stand-in answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentStandInAnswer"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPayverisEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fixed stand-in answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentStandInAnswer"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPayverisEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EnrollmentStandInRequest"];
            };
        };
        responses: {
            /** @description The fixed stand-in answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentStandInAnswer"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startAggregationFlow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AggregationFlowStartRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AggregationFlowStart"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAggregationFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                flowId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AggregationFlow"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listFinancialInstitutions: {
        parameters: {
            query: {
                ids: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinancialInstitutionList"];
                };
            };
            /** @description No ids, or an id that is not a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member may not see products */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listConversations: {
        parameters: {
            query?: {
                mailbox?: components["schemas"]["Mailbox"];
                from?: components["schemas"]["PageIndex"];
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteConversations: {
        parameters: {
            query: {
                ids: components["schemas"]["Identifier"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationChanges"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markConversationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationReadChange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationReadChanges"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMessage"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageCreated"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replyToConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageReply"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageCreated"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDraftList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveNewDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageDraftContent"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageCreated"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteDrafts: {
        parameters: {
            query: {
                ids: components["schemas"]["Identifier"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageItemChanges"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDraft"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageDraftContent"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDraftSaved"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMessageTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageTopicList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUnreadConversationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadConversationCount"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    uploadAttachment: {
        parameters: {
            query: {
                filename: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAttachment"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The file is larger than the sandbox accepts at all */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAttachments: {
        parameters: {
            query: {
                ids: components["schemas"]["Identifier"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageItemChanges"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUnreadNotificationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadNotificationCount"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                from?: components["schemas"]["PageIndex"];
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllNotificationsRead"];
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationReadRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationRead"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found (or another member's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedNotification"];
                };
            };
            /** @description Not found (or another member's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    findPaymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentOptionsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOptionsList"];
                };
            };
            /** @description The request is not valid (e.g. a currency transfers are not made in) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member may not make transfers */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The originator account is not one the member acts for */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPaymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentType: components["schemas"]["PaymentType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTypeOptions"];
                };
            };
            /** @description Not a payment type */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member may not make transfers */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The credit union offers no options for this payment type */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    validatePaymentOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentOrderValidationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderValidation"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPaymentOrders: {
        parameters: {
            query?: {
                status?: components["schemas"]["PaymentStatus"][];
                paymentTypes?: components["schemas"]["PaymentType"][];
                requestedExecutionDateFrom?: components["schemas"]["CalendarDate"];
                requestedExecutionDateTo?: components["schemas"]["CalendarDate"];
                from?: components["schemas"]["PageIndex"];
                size?: number;
                orderBy?: "requestedExecutionDate" | "createdAt" | "amount";
                direction?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderList"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    submitPaymentOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentOrderSubmissionRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderSubmission"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPaymentOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentOrderId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrder"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePaymentOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentOrderId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentOrderUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderSubmission"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelPaymentOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentOrderId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrderCancellation"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPaymentTemplates: {
        parameters: {
            query?: {
                name?: components["schemas"]["SearchText"];
                from?: components["schemas"]["PageIndex"];
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTemplateList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPaymentTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentTemplateCreationRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTemplateCreation"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePaymentTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentTemplateCreationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTemplateCreation"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePaymentTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPlaces: {
        parameters: {
            query: {
                latitude: number;
                longitude: number;
                /** @description In the tenant's unit (miles or kilometres). */
                radius?: number;
                /** @description Only places of these types (repeat the parameter); all types when absent. */
                placeType?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Place"][];
                };
            };
            /** @description A coordinate or radius out of range */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPockets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PocketList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPocket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PocketCreation"];
            };
        };
        responses: {
            /** @description The new pocket */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pocket"];
                };
            };
            /** @description The pocket is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPocket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pocketId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pocket"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such pocket */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updatePocket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pocketId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PocketUpdate"];
            };
        };
        responses: {
            /** @description The pocket as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pocket"];
                };
            };
            /** @description The change is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such pocket */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    closePocket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PocketClosing"];
            };
        };
        responses: {
            /** @description The pocket is closed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PocketClosed"];
                };
            };
            /** @description The balance cannot go there */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such pocket */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRemoteParameters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                project: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteParameters"];
                };
            };
        };
    };
    openChatConversation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatConversation"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    chatUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatUnreadCount"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listChatMessages: {
        parameters: {
            query?: {
                /** @description The cursor of the last message the caller has; left out for the whole conversation. */
                after?: components["schemas"]["ChatCursor"];
                /** @description At most this many messages. */
                size?: number;
            };
            header?: never;
            path: {
                /** @description The conversation's id, as opening it answered. */
                conversationId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessagePage"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found (or another member's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id, as opening it answered. */
                conversationId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatMessageRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found (or another member's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The conversation is closed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markChatRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id, as opening it answered. */
                conversationId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatReadRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatUnreadCount"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found (or another member's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    closeChatConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id, as opening it answered. */
                conversationId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatConversation"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found (or another member's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSsoApplication: {
        parameters: {
            query: {
                name: string;
                internalArrangementId?: components["schemas"]["Identifier"];
                program?: string;
                autoEnroll?: boolean;
                autoenroll?: boolean;
                entityType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoApplication"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Cannot be processed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPayverisSso: {
        parameters: {
            query?: {
                page?: "p2p";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoApplication"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCheckOrders: {
        parameters: {
            query?: {
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckOrderList"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStopChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StopCheckList"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createStopCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StopCheckRequest"];
            };
        };
        responses: {
            /** @description The stop as placed (or as placed earlier with the same requestId) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StopCheckAnswer"];
                };
            };
            /** @description The request is not valid or the stop cannot be placed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The account could not be found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                arrangementId?: components["schemas"]["Identifier"];
                arrangementsIds?: components["schemas"]["Identifier"][];
                bookingDateGreaterThan?: components["schemas"]["CalendarDate"];
                bookingDateLessThan?: components["schemas"]["CalendarDate"];
                creditDebitIndicator?: components["schemas"]["CreditDebitIndicator"];
                billingStatus?: string;
                state?: "COMPLETED" | "PENDING";
                query?: components["schemas"]["SearchText"];
                amountGreaterThan?: string;
                amountLessThan?: string;
                types?: string[];
                typeGroups?: string[];
                categories?: string[];
                orderBy?: "bookingDate" | "valueDate" | "transactionAmountCurrency.amount" | "description" | "externalId";
                direction?: "ASC" | "DESC";
                from?: components["schemas"]["PageIndex"];
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    categorizeTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionCategoryChangesRequest"];
            };
        };
        responses: {
            /** @description Categories changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTransactionCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionCategoryList"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveTransactionNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionNotesRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionNotes"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteTransactionNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notes removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDisputeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeOptions"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeRequest"];
            };
        };
        responses: {
            /** @description Filed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCheckImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckImages"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportTransactions: {
        parameters: {
            query: {
                arrangementId?: components["schemas"]["Identifier"];
                arrangementsIds?: components["schemas"]["Identifier"][];
                bookingDateGreaterThan?: components["schemas"]["CalendarDate"];
                bookingDateLessThan?: components["schemas"]["CalendarDate"];
                creditDebitIndicator?: components["schemas"]["CreditDebitIndicator"];
                billingStatus?: string;
                state?: "COMPLETED" | "PENDING";
                query?: components["schemas"]["SearchText"];
                amountGreaterThan?: string;
                amountLessThan?: string;
                types?: string[];
                typeGroups?: string[];
                categories?: string[];
                orderBy?: "bookingDate" | "valueDate" | "transactionAmountCurrency.amount" | "description" | "externalId";
                direction?: "ASC" | "DESC";
                exportType: "CSV" | "OFX" | "QFX" | "QBO" | "PDF";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as a download (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ofx": string;
                    "application/vnd.intu.qfx": string;
                    "application/vnd.intu.qbo": string;
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportTransactionsByPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionExportRequest"];
            };
        };
        responses: {
            /** @description The file, as a download (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ofx": string;
                    "application/vnd.intu.qfx": string;
                    "application/vnd.intu.qbo": string;
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTurnovers: {
        parameters: {
            query: {
                /** @description The member's accounts to sum (the parameter repeated per account); every one must be the member's. */
                arrangementIds: components["schemas"]["Identifier"][];
                /** @description First booking day of the period, included. */
                periodStartDate: components["schemas"]["CalendarDate"];
                /** @description Last booking day of the period, included. */
                periodEndDate: components["schemas"]["CalendarDate"];
                intervalDuration?: "MONTH";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Turnovers"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted, or an account that is not the member's */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCategoryTotals: {
        parameters: {
            query: {
                /** @description The member's accounts to sum (the parameter repeated per account); every one must be the member's. */
                arrangementIds: components["schemas"]["Identifier"][];
                /** @description First booking day of the period, included. */
                periodStartDate: components["schemas"]["CalendarDate"];
                /** @description Last booking day of the period, included. */
                periodEndDate: components["schemas"]["CalendarDate"];
                type?: "DEBIT" | "CREDIT";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryTotals"];
                };
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted, or an account that is not the member's */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The current password is wrong, or the new one breaks rules (one item each) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A recent sign-in is required: WWW-Authenticate: Bearer error="insufficient_user_authentication", max_age="<seconds>" (RFC 9470); key authentication.recent-sign-in-required. The app asks for the password again and retries. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A support agent acting for the member: only the member changes their own credentials (access.forbidden) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many wrong passwords: the member's online banking is locked */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changeUsername: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeUsernameRequest"];
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The username breaks the rules (one item each) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A recent sign-in is required: WWW-Authenticate: Bearer error="insufficient_user_authentication", max_age="<seconds>" (RFC 9470); key authentication.recent-sign-in-required. The app asks for the password again and retries. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A support agent acting for the member: only the member changes their own credentials (access.forbidden) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another user has this username */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listEmailAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ElectronicAddressList"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ElectronicAddressRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The profile already holds the most it may, or the type is in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ElectronicAddress"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changeEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ElectronicAddressRequest"];
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The type is in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removeEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A primary address or the last phone number can't be removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPhoneNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneAddressList"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneAddressRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The profile already holds the most it may, or the type is in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneAddress"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changePhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneAddressRequest"];
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The type is in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removePhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A primary address or the last phone number can't be removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPostalAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostalAddressList"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addPostalAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostalAddressRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The profile already holds the most it may, or the type is in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPostalAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostalAddress"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changePostalAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostalAddressRequest"];
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The type is in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removePostalAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["Identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A recent sign-in is required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not permitted */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A primary address or the last phone number can't be removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsAccountStatementClientApiV2AccountStatementsGetParametersQueryOrderByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/account-statement/client-api/v2/account/statements"]["get"]["parameters"]["query"]["orderBy"]> = ["date", "category", "description"];
export const pathsEnrollmentClientApiV2EnrollmentsBackbaseGetParametersQueryVerifyTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/enrollment/client-api/v2/enrollments/backbase"]["get"]["parameters"]["query"]["verifyType"]> = ["SSN"];
export const pathsPaymentOrderServiceClientApiV3PaymentOrdersGetParametersQueryOrderByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/payment-order-service/client-api/v3/payment-orders"]["get"]["parameters"]["query"]["orderBy"]> = ["requestedExecutionDate", "createdAt", "amount"];
export const pathsPaymentOrderServiceClientApiV3PaymentOrdersGetParametersQueryDirectionValues: ReadonlyArray<FlattenedDeepRequired<paths>["/payment-order-service/client-api/v3/payment-orders"]["get"]["parameters"]["query"]["direction"]> = ["ASC", "DESC"];
export const pathsSsoClientApiV2SsoPayverisGetParametersQueryPageValues: ReadonlyArray<FlattenedDeepRequired<paths>["/sso/client-api/v2/sso/payveris"]["get"]["parameters"]["query"]["page"]> = ["p2p"];
export const pathsTransactionManagerClientApiV2TransactionsGetParametersQueryStateValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/transactions"]["get"]["parameters"]["query"]["state"]> = ["COMPLETED", "PENDING"];
export const pathsTransactionManagerClientApiV2TransactionsGetParametersQueryOrderByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/transactions"]["get"]["parameters"]["query"]["orderBy"]> = ["bookingDate", "valueDate", "transactionAmountCurrency.amount", "description", "externalId"];
export const pathsTransactionManagerClientApiV2TransactionsGetParametersQueryDirectionValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/transactions"]["get"]["parameters"]["query"]["direction"]> = ["ASC", "DESC"];
export const pathsTransactionManagerClientApiV2TransactionsExportGetParametersQueryStateValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/transactions/export"]["get"]["parameters"]["query"]["state"]> = ["COMPLETED", "PENDING"];
export const pathsTransactionManagerClientApiV2TransactionsExportGetParametersQueryOrderByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/transactions/export"]["get"]["parameters"]["query"]["orderBy"]> = ["bookingDate", "valueDate", "transactionAmountCurrency.amount", "description", "externalId"];
export const pathsTransactionManagerClientApiV2TransactionsExportGetParametersQueryDirectionValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/transactions/export"]["get"]["parameters"]["query"]["direction"]> = ["ASC", "DESC"];
export const pathsTransactionManagerClientApiV2TransactionsExportGetParametersQueryExportTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/transactions/export"]["get"]["parameters"]["query"]["exportType"]> = ["CSV", "OFX", "QFX", "QBO", "PDF"];
export const pathsTransactionManagerClientApiV2TurnoversGetParametersQueryIntervalDurationValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/turnovers"]["get"]["parameters"]["query"]["intervalDuration"]> = ["MONTH"];
export const pathsTransactionManagerClientApiV2CategorytotalsGetParametersQueryTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/transaction-manager/client-api/v2/categorytotals"]["get"]["parameters"]["query"]["type"]> = ["DEBIT", "CREDIT"];
export const passwordResetDoneStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PasswordResetDone"]["status"]> = ["COMPLETE"];
export const actionRecipeSpecificationTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ActionRecipeSpecification"]["type"]> = ["balance", "transactions"];
export const notificationChannelValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NotificationChannel"]> = ["sms", "email"];
export const cardLimitFrequencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CardLimit"]["frequency"]> = ["DAILY", "WEEKLY", "MONTHLY"];
export const cardTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Card"]["type"]> = ["Debit", "Credit"];
export const cardStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Card"]["status"]> = ["ACTIVE", "INACTIVE", "CANCELLED"];
export const cardLockStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Card"]["lockStatus"]> = ["LOCKED", "UNLOCKED"];
export const cardLockReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Card"]["lockReason"]> = ["MEMBER", "LOST", "STOLEN"];
export const cardReplacementStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Card"]["replacement"]["status"]> = ["NOT_REQUESTED", "ORDERED"];
export const lockStatusRequestLockStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LockStatusRequest"]["lockStatus"]> = ["LOCKED", "UNLOCKED"];
export const replacementRequestReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReplacementRequest"]["reason"]> = ["LOST", "STOLEN"];
export const paymentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentStatus"]> = ["DRAFT", "ENTERED", "READY", "ACCEPTED", "PROCESSED", "REJECTED", "CANCELLED", "CANCELLATION_PENDING", "CONFIRMATION_PENDING", "CONFIRMATION_DECLINED"];
export const paymentTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentType"]> = ["INTERNAL_TRANSFER", "INTRABANK_TRANSFER", "P2P_TRANSFER", "LOAN_PAYMENT", "LOAN_ADVANCE", "EXTERNAL_A2A"];
export const submittablePaymentTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SubmittablePaymentType"]> = ["INTERNAL_TRANSFER", "INTRABANK_TRANSFER"];
export const paymentReasonCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentReasonCode"]> = ["PP01", "PP02", "PP11", "PP12", "PP13", "PP14"];
export const transferFrequencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransferFrequency"]> = ["DAILY", "WEEKLY", "BIWEEKLY", "MONTHLY", "QUARTERLY", "YEARLY"];
export const productKindKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProductKindKey"]> = ["currentAccounts", "savingsAccounts", "termDeposits", "loans", "creditCards", "debitCards", "investmentAccounts"];
export const privilegeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Privilege"]> = ["view", "create", "edit", "delete", "approve", "cancel", "execute"];
export const externalAccountStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ExternalAccountStatus"]> = ["PERMANENT_FAILURE", "TEMPORARY_FAILURE", "USER_ACTION_REQUIRED", "MULTI_FACTOR_AUTH_REQUIRED", "CREDENTIALS_UPDATE_REQUIRED", "USER_ACTION_AND_CREDENTIALS_UPDATE_REQUIRED", "UNKNOWN"];
export const creditDebitIndicatorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreditDebitIndicator"]> = ["CRDT", "DBIT"];
export const sortDirectionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SortDirection"]> = ["ASC", "DESC"];
export const contactCreationRequestAccountsAccountTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContactCreationRequest"]["accounts"]["accountType"]> = ["ACCOUNT"];
export const accountIdentifierTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccountIdentifierType"]> = ["ACCOUNT", "IBAN", "PHONE", "EMAIL"];
export const engagementChannelValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EngagementChannel"]> = ["IN_APP", "EMAIL", "SMS", "PUSH"];
export const notificationUserConditionsETypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NotificationUserConditions"]["eType"]> = ["ARRANGEMENT"];
export const enrollmentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EnrollmentStatus"]> = ["STARTED", "COMPLETE", "FAILED"];
export const enrollmentIdentificationItemKeyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EnrollmentIdentificationItem"]["key"]> = ["accountNumber"];
export const enrollmentVerificationItemOneOf0TypeValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["EnrollmentVerificationItem"], {
    type: unknown;
}>["type"]> = ["SSN"];
export const enrollmentVerificationItemOneOf1TypeValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["EnrollmentVerificationItem"], {
    type: unknown;
}>["type"]> = ["DOB"];
export const enrollmentEntityTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EnrollmentEntity"]["type"]> = ["PERSONAL", "BUSINESS"];
export const createOnlineAccountRequestServiceAgreementTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateOnlineAccountRequest"]["serviceAgreementType"]> = ["JOINT_ONLY"];
export const onlineAccountCreatedStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OnlineAccountCreated"]["status"]> = ["COMPLETE"];
export const enrollmentStandInAnswerServiceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EnrollmentStandInAnswer"]["service"]> = ["rebase", "mx", "payveris"];
export const enrollmentStandInAnswerStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EnrollmentStandInAnswer"]["status"]> = ["NOT_AVAILABLE"];
export const aggregationOperationValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AggregationOperation"]> = ["ADD", "REFRESH"];
export const aggregationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AggregationStatus"]> = ["STARTED", "IN_PROGRESS", "COMPLETED"];
export const mailboxValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Mailbox"]> = ["inbox", "outbox", "drafts"];
export const paymentOptionInstructionPriorityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOption"]["instructionPriority"]> = ["NORM", "HIGH"];
export const paymentOptionChargeBearerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOption"]["chargeBearer"]> = ["OUR", "BEN", "SHA"];
export const paymentOptionExecutionTimeFrameUnitValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOption"]["executionTimeFrame"]["unit"]> = ["HOUR", "DAY"];
export const paymentOrderValidationRequestPaymentModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOrderValidationRequest"]["paymentMode"]> = ["SINGLE", "RECURRING"];
export const paymentOrderValidationRequestInstructionPriorityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOrderValidationRequest"]["instructionPriority"]> = ["NORM"];
export const paymentOrderSubmissionRequestPaymentModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOrderSubmissionRequest"]["paymentMode"]> = ["SINGLE", "RECURRING"];
export const paymentOrderSubmissionRequestInstructionPriorityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOrderSubmissionRequest"]["instructionPriority"]> = ["NORM"];
export const paymentOrderUpdateRequestPaymentModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOrderUpdateRequest"]["paymentMode"]> = ["SINGLE", "RECURRING"];
export const paymentOrderUpdateRequestInstructionPriorityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOrderUpdateRequest"]["instructionPriority"]> = ["NORM"];
export const paymentTemplateCreationRequestDetailsInstructionPriorityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentTemplateCreationRequest"]["details"]["instructionPriority"]> = ["NORM"];
export const originatorAccountIdentificationSchemeNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OriginatorAccount"]["identification"]["schemeName"]> = ["ID"];
export const counterpartyAccountIdentificationSchemeNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CounterpartyAccount"]["identification"]["schemeName"]> = ["ID", "BBAN"];
export const counterpartyRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Counterparty"]["role"]> = ["CREDITOR"];
export const remittanceInformationTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RemittanceInformation"]["type"]> = ["UNSTRUCTURED"];
export const paymentScheduleNonWorkingDayExecutionStrategyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentSchedule"]["nonWorkingDayExecutionStrategy"]> = ["AFTER"];
export const chatAuthorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChatAuthor"]> = ["member", "agent"];
export const chatStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChatStatus"]> = ["OPEN", "CLOSED"];
export const checkOrderStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CheckOrder"]["status"]> = ["PLACED", "SHIPPED", "DELIVERED"];
export const stopCheckStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StopCheckStatus"]> = ["ACTIVE", "EXPIRED"];
export const stopCheckOriginatorAccountSchemeNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StopCheck"]["originatorAccount"]["schemeName"]> = ["ID"];
export const stopCheckRequestOriginatorAccountSchemeNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StopCheckRequest"]["originatorAccount"]["schemeName"]> = ["ID"];
export const transactionCurrencyExchangeAvailabilityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Transaction"]["currencyExchangeAvailability"]> = ["AVAILABLE", "UNAVAILABLE"];
export const transactionExportRequestStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransactionExportRequest"]["state"]> = ["COMPLETED", "PENDING"];
export const transactionExportRequestOrderByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransactionExportRequest"]["orderBy"]> = ["bookingDate", "valueDate", "transactionAmountCurrency.amount", "description", "externalId"];
export const transactionExportRequestDirectionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransactionExportRequest"]["direction"]> = ["ASC", "DESC"];
export const transactionExportRequestExportTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransactionExportRequest"]["exportType"]> = ["CSV", "OFX", "QFX", "QBO", "PDF"];
export const transactionCategoryCategoryTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransactionCategory"]["categoryType"]> = ["INCOME", "EXPENSE", "TRANSFER"];
export const disputeRequestTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DisputeRequestType"]> = ["INQUIRY", "DISPUTE"];
export const disputeOptionsReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DisputeOptions"]["reason"]> = ["DISABLED", "ALREADY_DISPUTED", "PENDING", "TYPE_NOT_DISPUTABLE", "TOO_OLD"];
export const disputeDisputeStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Dispute"]["disputeStatus"]> = ["PENDING", "INQUIRY_PENDING"];
export const checkImagesImagesSideValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CheckImages"]["images"]["side"]> = ["FRONT", "BACK"];
export const turnoversIntervalDurationValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Turnovers"]["intervalDuration"]> = ["MONTH"];
export const userProfileAdditionsEligibleForNewAccountValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UserProfile"]["additions"]["eligibleForNewAccount"]> = ["true", "false"];

type JsonContent<Content> = Content extends { content: { "application/json": infer Body } } ? Body : never;
/** The JSON body of an operation, by its operationId. */
export type BodyOf<Id extends keyof operations> = JsonContent<NonNullable<operations[Id]["requestBody"]>>;
type QueryParameters<Id extends keyof operations> = NonNullable<operations[Id]["parameters"]["query"]>;
/**
 * The query parameters of an operation, by its operationId. Those named in `Defaulted` have a default
 * in the contract, which the server's route schema fills in, so its handler always has them.
 */
export type QueryOf<Id extends keyof operations, Defaulted extends keyof QueryParameters<Id> = never> = QueryParameters<Id> &
    Required<Pick<QueryParameters<Id>, Defaulted>>;
