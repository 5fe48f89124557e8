import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Modal, Steps, Typography } from 'antd';
import { useMessages, useRuntime } from '../runtime-context.js';
import { ConfigForm } from '../forms/lazy-config-form.js';
import type { FormWidget } from '../forms/form-widgets.js';
import type { ActionResult, JourneyDefinition, JourneyFacts, JourneyState, JourneyStep } from './journey-definition.js';
import { discardJourneyDrafts, readJourneyDraft, writeJourneyDraft } from './journey-drafts.js';
import { holds, prefillOf, progressOf, progressSteps, reachableStep, shownSteps, stepAfter, stepBefore } from './journey-logic.js';
import { readJourney, type JourneyFileResult } from './read-journey.js';
import { Skeleton } from '../loading.js';
import './journey-host.css';

/** What a step widget gets: its props from the journey file, what the journey knows, and a way to keep its data. */
export interface JourneyStepProps {
  readonly step: JourneyStep;
  readonly props: Readonly<Record<string, unknown>>;
  readonly facts: JourneyFacts;
  /** Replaces this step's data (data.<step id>): kept across reloads with the rest of the journey. */
  readonly setData: (data: Readonly<Record<string, unknown>>) => void;
  /**
   * A step without a form that the member must complete before the primary button moves on
   * registers its check: it returns false (and shows its own errors) while the step is incomplete.
   */
  readonly registerCheck: (check: (() => boolean) | undefined) => void;
}

/** A platform action a journey file names; its resolved value or thrown error becomes results.<action>. */
export type JourneyAction = (facts: JourneyFacts) => Promise<unknown>;

export interface JourneyHostProps {
  /** config/journeys/<journey>.json */
  readonly journey: string;
  /** The step the URL names; undefined for the journey's own address, which leads to its first step. */
  readonly step: string | undefined;
  /** The URL the steps hang under, without the step ('/open-new-account/add-account/1'). */
  readonly basePath: string;
  /** Keeps this run's drafts apart from another (the product being opened). */
  readonly instance: string;
  /** The query every step's URL keeps ('?uuid=…' of an invitation), with its '?'; none by default. */
  readonly query?: string;
  /** What the hosting widget knows, read by the file's guards as context.<name>. */
  readonly context: Readonly<Record<string, unknown>>;
  readonly stepWidgets: Readonly<Record<string, ComponentType<JourneyStepProps>>>;
  readonly actions: Readonly<Record<string, JourneyAction>>;
  /** rjsf widgets the journey's forms name. */
  readonly formWidgets?: Readonly<Record<string, FormWidget>>;
  readonly formContext?: Readonly<Record<string, unknown>>;
}

/** An error as plain data, so it survives a reload in session storage (Error's message is not enumerable). */
function plainError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  let own: unknown = {};
  try {
    own = JSON.parse(JSON.stringify(error)) as unknown;
  } catch {
    // A circular error keeps only its name and message.
  }
  return { ...(own !== null && typeof own === 'object' ? own : {}), name: error.name, message: error.message };
}

/**
 * Whether the member entered anything the discard dialog would lose. rjsf reports a form's
 * defaults (an unticked box) as a change when the form mounts, so counting the steps with data
 * asked 'Discard edited data?' of a member who had only looked at the first step.
 */
function hasEnteredData(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasEnteredData);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasEnteredData);
  return value !== undefined && value !== null && value !== false && value !== '';
}

/**
 * The runtime's journey host: renders config/journeys/<journey>.json one step per URL, with the
 * button bar, the drafts that survive a reload, the discard dialog and the rules of spec/3 §4.
 * What the journey does to the platform is the hosting widget's (named actions and step widgets);
 * what the member sees and in which order is the file's.
 */
export default function JourneyHost(props: JourneyHostProps): ReactNode {
  const { config } = useRuntime();
  const t = useMessages();
  const [file, setFile] = useState<{ name: string; result: JourneyFileResult | 'failed' }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    readJourney(config, props.journey).then(
      (result) => {
        if (current) setFile({ name: props.journey, result });
      },
      // The schema's validator is downloaded with the first journey: offline, say so rather than load forever.
      () => {
        if (current) setFile({ name: props.journey, result: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [config, props.journey, attempt]);
  if (file?.name !== props.journey) return <Skeleton />;
  if (file.result === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('journey.loadFailed')}
        action={
          <Button
            onClick={() => {
              setFile(undefined);
              setAttempt((count) => count + 1);
            }}
          >
            {t('journey.retry')}
          </Button>
        }
      />
    );
  }
  if (!file.result.ok) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('journey.unavailable')}
        description={
          <ul>
            {file.result.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        }
      />
    );
  }
  // Keyed by instance: the same route with another product (add-account/1/… → add-account/2/…)
  // keeps this element mounted, and would otherwise carry product 1's data into product 2's drafts.
  return <JourneySteps key={props.instance} {...props} definition={file.result.journey} />;
}

/** The shown steps by name, each done, current or to come (journey `progress: "steps"`). */
function NamedProgress({ keys, current }: { keys: readonly string[]; current: number }): ReactNode {
  const t = useMessages();
  return (
    <Steps
      className="pb-journey-steps"
      size="small"
      responsive={false}
      current={current}
      items={keys.map((key, index) => ({ title: t(key), status: index < current ? 'finish' : index === current ? 'process' : 'wait' }))}
    />
  );
}

function JourneySteps({ definition, ...props }: JourneyHostProps & { definition: JourneyDefinition }): ReactNode {
  const t = useMessages();
  const navigate = useNavigate();
  const [state, setState] = useState<JourneyState>(() => readJourneyDraft(props.journey, props.instance));
  const [busy, setBusy] = useState(false);
  // Set for nextClickResetMs after a click on the primary button: the button is disabled meanwhile,
  // so a double click neither submits twice nor presses the next step's button (spec/3 §4).
  const paused = useRef(false);
  const [pausedView, setPausedView] = useState(false);
  const check = useRef<(() => boolean) | undefined>(undefined);
  // Set while the host itself leaves the journey (BACK from the first step, the exit): no discard question then.
  const leaving = useRef(false);
  // An action may answer after the member has left the journey (a menu link while it ran): its answer must not navigate.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const facts = useMemo<JourneyFacts>(() => ({ ...state, context: props.context }), [state, props.context]);
  const reached = reachableStep(definition, props.step, facts);
  // Once the terminal step was shown the journey is over: the browser's back button must not
  // return to the review with its confirm button (a second opening), but start again at the exit.
  const [finished, setFinished] = useState(false);
  if (reached?.terminal === true && !finished) setFinished(true);
  const step = finished && reached?.terminal !== true ? undefined : reached;
  const exitPath = `/${definition.exitPath}`;

  // No step in the URL (the journey's own address): its first step, whichever the file puts first.
  const first = props.step === undefined ? shownSteps(definition, facts)[0]?.id : undefined;
  useEffect(() => {
    if (step !== undefined) return;
    if (first !== undefined) {
      void navigate(`${props.basePath}/${first}${props.query ?? ''}`, { replace: true });
      return;
    }
    // An unknown step, a skipped one, or one whose data is gone (a reload of the outcome): start again (spec/3 §2, §4).
    leaving.current = true;
    void navigate(exitPath, { replace: true });
  }, [step, first, navigate, exitPath, props.basePath, props.query]);

  useEffect(() => {
    if (step?.terminal) discardJourneyDrafts(props.journey);
    else writeJourneyDraft(props.journey, props.instance, state);
  }, [state, step?.terminal, props.journey, props.instance]);

  const entered = hasEnteredData(state.data);
  const blocker = useBlocker(
    useCallback(
      ({ nextLocation }: { nextLocation: { pathname: string } }) =>
        definition.discard !== undefined && entered && !step?.terminal && !leaving.current && !nextLocation.pathname.startsWith(`${props.basePath}/`),
      [definition.discard, entered, step?.terminal, props.basePath],
    ),
  );

  const go = useCallback(
    (target: string | undefined) => {
      check.current = undefined;
      if (target === undefined) {
        leaving.current = true;
        discardJourneyDrafts(props.journey);
        void navigate(exitPath);
      } else void navigate(`${props.basePath}/${target}${props.query ?? ''}`);
    },
    [navigate, exitPath, props.basePath, props.query, props.journey],
  );

  const stepId = step?.id;
  // Stable across renders: a step widget's effects (a review timer) must not restart on every keystroke.
  const setStepData = useCallback(
    (data: Readonly<Record<string, unknown>>) => {
      if (stepId !== undefined) setState((current) => ({ ...current, data: { ...current.data, [stepId]: data } }));
    },
    [stepId],
  );
  const registerCheck = useCallback((registered: (() => boolean) | undefined) => {
    check.current = registered;
  }, []);

  // BACK's clearResults are cleared once the member has arrived on the previous step. Cleared at
  // once, they made the step being left unreachable (the review requires the validation BACK
  // clears) before the navigation landed, and the host sent the member to the exit instead.
  const clearOnArrival = useRef<readonly string[]>([]);
  useEffect(() => {
    const cleared = clearOnArrival.current;
    if (cleared.length === 0) return;
    clearOnArrival.current = [];
    setState((current) => ({ ...current, results: Object.fromEntries(Object.entries(current.results).filter(([name]) => !cleared.includes(name))) }));
  }, [stepId]);

  if (step === undefined) return <Skeleton />;

  const primary = async (formData?: Readonly<Record<string, unknown>>) => {
    if (paused.current || busy) return;
    paused.current = true;
    setPausedView(true);
    setTimeout(() => {
      paused.current = false;
      setPausedView(false);
    }, definition.nextClickResetMs ?? 500);
    if (check.current !== undefined && !check.current()) return;
    let next: JourneyState = formData === undefined ? state : { ...state, data: { ...state.data, [step.id]: formData } };
    let failed = false;
    const action = step.primary?.action;
    if (action !== undefined) {
      const run = props.actions[action];
      let result: ActionResult;
      setBusy(true);
      try {
        if (run === undefined) throw new Error(`The journey names the action "${action}", which its widget does not provide`);
        result = { ok: true, value: await run({ ...next, context: props.context }) };
      } catch (error) {
        result = { ok: false, error: plainError(error) };
        failed = true;
      } finally {
        setBusy(false);
      }
      next = { ...next, results: { ...next.results, [action]: result } };
      if (!mounted.current) return;
    }
    setState(next);
    const target = stepAfter(definition, step, { ...next, context: props.context }, failed);
    if (target !== undefined) go(target);
  };

  const back = () => {
    clearOnArrival.current = step.back?.clearResults ?? [];
    go(step.back?.exit === true ? undefined : stepBefore(definition, step, facts));
  };

  const StepWidget = step.widget === undefined ? undefined : props.stepWidgets[step.widget];
  const progress = progressOf(definition, step, facts);
  const primaryText = step.primary === undefined ? undefined : t(step.primary.labelKey);
  const backButton =
    step.back?.hidden === true ? null : (
      <Button onClick={back} disabled={busy}>
        {t(step.back?.labelKey ?? 'journey.back')}
      </Button>
    );
  const enabled = holds(step.primary?.enabledWhen, facts) && !pausedView;

  return (
    <section className="pb-journey" aria-labelledby="pb-journey-step">
      {step.terminal ? null : definition.progress === 'steps' ? (
        <NamedProgress {...progressSteps(definition, step, facts)} />
      ) : progress.current > 0 ? (
        <Typography.Text type="secondary" className="pb-journey-progress">
          {t('journey.progress', { current: progress.current, total: progress.total })}
        </Typography.Text>
      ) : null}
      <Typography.Title level={2} id="pb-journey-step">
        {t(step.titleKey)}
      </Typography.Title>
      {step.widget !== undefined && StepWidget === undefined ? (
        <Alert type="error" showIcon role="alert" title={t('journey.unavailable')} description={`journeys/${props.journey}.json: step widget "${step.widget}"`} />
      ) : null}
      {StepWidget !== undefined ? (
        <StepWidget
          key={step.id}
          step={step}
          props={step.props ?? {}}
          facts={facts}
          setData={setStepData}
          registerCheck={registerCheck}
        />
      ) : null}
      {step.form !== undefined ? (
        <Suspense fallback={<Skeleton />}>
          <ConfigForm
            key={step.id}
            form={step.form}
            idPrefix={`${props.journey}-${step.id}`}
            initialData={(state.data[step.id] as Record<string, unknown> | undefined) ?? prefillOf(step, facts)}
            ruleContext={props.context}
            widgets={props.formWidgets}
            formContext={props.formContext}
            submitText={primaryText}
            submitDisabled={!enabled}
            onChange={setStepData}
            onSubmit={(data) => primary(data)}
          >
            {backButton}
          </ConfigForm>
        </Suspense>
      ) : step.terminal || step.primary === undefined ? null : (
        <Flex gap="small" wrap className="pb-journey-bar">
          <Button type="primary" loading={busy} disabled={!enabled} onClick={() => void primary()}>
            {primaryText}
          </Button>
          {backButton}
        </Flex>
      )}
      {definition.discard !== undefined ? (
        <Modal
          open={blocker.state === 'blocked'}
          title={t(definition.discard.titleKey)}
          okText={t(definition.discard.confirmKey)}
          cancelText={t(definition.discard.cancelKey)}
          okButtonProps={{ danger: true }}
          onOk={() => {
            discardJourneyDrafts(props.journey);
            leaving.current = true;
            blocker.proceed?.();
          }}
          onCancel={() => blocker.reset?.()}
        >
          <p>{t(definition.discard.textKey)}</p>
        </Modal>
      ) : null}
    </section>
  );
}
