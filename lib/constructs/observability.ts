import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm, ComparisonOperator, Dashboard, GraphWidget, MathExpression, Metric, type IMetric, TextWidget, TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Alias } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { METRIC_NAMESPACE, METRIC_SERVICE, METRICS, type MetricName } from '../../functions/adapters/metric-names.ts';

export interface ObservabilityProps {
  /** Names the dashboard `<serviceName>-service`. */
  serviceName: string;
  api: HttpApi;
  briefingWorkflow: StateMachine;
  deliveryWorkflow: StateMachine;
  /** Receives the alarm notifications (an SNS e-mail subscription the address must confirm). */
  alarmEmail?: string;
}

const FIVE_MINUTES = Duration.minutes(5);
const FIFTEEN_MINUTES = Duration.minutes(15);

/** A service metric published by the functions (functions/adapters/metrics.ts), summed per period. */
function serviceMetric(name: MetricName, period = FIVE_MINUTES, statistic = 'Sum'): Metric {
  return new Metric({ namespace: METRIC_NAMESPACE, metricName: name, dimensionsMap: { service: METRIC_SERVICE }, period, statistic });
}

/**
 * What an operator watches: alarms on the failures users feel (5xx answers,
 * failed briefings and deliveries, workflows that time out or fail outside
 * their own Catch, throttled functions), sent to one SNS topic, and a
 * dashboard of traffic, generation and delivery figures.
 */
export class Observability extends Construct {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: 'Briefings alarms',
      enforceSSL: true,
      masterKey: Alias.fromAliasName(this, 'SnsKey', 'alias/aws/sns'),
    });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    const apiRequests = props.api.metricCount({ period: FIVE_MINUTES });
    const apiServerErrors = props.api.metricServerError({ period: FIVE_MINUTES });
    const serverErrorPercent = new MathExpression({
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: { errors: apiServerErrors, requests: apiRequests },
      label: '5xx answers (%)',
      period: FIVE_MINUTES,
    });
    const workflowProblems = (workflow: StateMachine, label: string): MathExpression => new MathExpression({
      expression: 'failed + timedOut + aborted',
      usingMetrics: {
        failed: workflow.metricFailed({ period: FIVE_MINUTES }),
        timedOut: workflow.metricTimedOut({ period: FIVE_MINUTES }),
        aborted: workflow.metricAborted({ period: FIVE_MINUTES }),
      },
      label,
      period: FIVE_MINUTES,
    });
    const briefingTimeouts = new MathExpression({
      expression: 'timedOut + aborted + throttled',
      usingMetrics: {
        timedOut: props.briefingWorkflow.metricTimedOut({ period: FIVE_MINUTES }),
        aborted: props.briefingWorkflow.metricAborted({ period: FIVE_MINUTES }),
        throttled: props.briefingWorkflow.metricThrottled({ period: FIVE_MINUTES }),
      },
      label: 'Briefing executions timed out, aborted or throttled',
      period: FIVE_MINUTES,
    });
    const lambdaThrottles = new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period: FIVE_MINUTES, statistic: 'Sum' });

    this.alarm('ApiServerErrors', serverErrorPercent, 1, 'At least 1 % of API answers were 5xx in two of three 5-minute periods.', 3, 2);
    this.alarm('BriefingsFailed', serviceMetric(METRICS.briefingsFailed, FIFTEEN_MINUTES), 5, 'Five or more briefings failed within 15 minutes.');
    this.alarm('DeliveriesFailed', serviceMetric(METRICS.deliveriesFailed, FIFTEEN_MINUTES), 5, 'Five or more event deliveries ran out of attempts within 15 minutes.');
    this.alarm('BriefingWorkflowStuck', briefingTimeouts, 1, 'A briefing execution timed out, was aborted or was throttled by Step Functions.');
    // The delivery workflow ends every delivery in success, even a failed one (DeliverFailed records it): a failed execution is the service's fault.
    this.alarm('DeliveryWorkflowFailed', workflowProblems(props.deliveryWorkflow, 'Delivery executions failed'), 1, 'A delivery execution failed outside its own failure handling.');
    this.alarm('LambdaThrottles', lambdaThrottles, 1, 'Lambda throttled invocations in this account and region.');

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${props.serviceName}-service`, defaultInterval: Duration.hours(6) });
    const requestsByRoute = (statusClass: string): MathExpression => new MathExpression({
      expression: `SEARCH('{${METRIC_NAMESPACE},service,route,status_class} MetricName="${METRICS.requests}" status_class="${statusClass}"', 'Sum', 300)`,
      usingMetrics: {},
      label: statusClass,
      period: FIVE_MINUTES,
    });
    const graph = (title: string, left: IMetric[], right: IMetric[] = []): GraphWidget =>
      new GraphWidget({ title, left, right, width: 12, height: 6 });
    this.dashboard.addWidgets(
      new TextWidget({ markdown: '# Briefings\nAPI traffic, briefing generation and event delivery. Alarms notify the alarm topic.', width: 24, height: 2 }),
    );
    this.dashboard.addWidgets(
      graph('API requests and 5xx', [apiRequests], [serverErrorPercent]),
      graph('Requests by route: 4xx and 5xx', [requestsByRoute('4xx'), requestsByRoute('5xx')]),
    );
    this.dashboard.addWidgets(
      graph('Briefings', [serviceMetric(METRICS.briefingsStarted), serviceMetric(METRICS.briefingsDone), serviceMetric(METRICS.briefingsFailed)]),
      graph('Generation seconds per audio minute and Polly characters', [serviceMetric(METRICS.generationSecondsPerAudioMinute, FIVE_MINUTES, 'Average')], [serviceMetric(METRICS.pollyCharactersBilled)]),
    );
    this.dashboard.addWidgets(
      graph('Event deliveries', [serviceMetric(METRICS.deliveriesSucceeded), serviceMetric(METRICS.deliveriesFailed)]),
      graph('Rate-limit rejections and throttles', [serviceMetric(METRICS.rateLimitRejections)], [lambdaThrottles, briefingTimeouts]),
    );
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string, evaluationPeriods = 1, datapointsToAlarm = 1): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods,
      datapointsToAlarm,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    alarm.addOkAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
  }
}
