// The ad diagnostic calls as one table (issue 14).
import { defineCalls } from '../api/call-definition';
import { dataAnswerSchema } from '../api/api-answer';
import {
  adDiagnosePayloadSchema,
  diagnosisCampaignsPayloadSchema,
  diagnosisCampaignsSchema,
  diagnosisDetailPayloadSchema,
  diagnosisListPayloadSchema,
  diagnosisListSchema,
  diagnosisSchema,
  diagnosisUploadPayloadSchema,
  diagnosisUploadSchema,
} from './diagnostics-calls';

/** Running, reading, listing and uploading back diagnoses. */
export const DIAGNOSTICS_CALLS = defineCalls({
  adDiagnose: {
    method: 'POST',
    path: '/ad_diagnose',
    payload: adDiagnosePayloadSchema,
    answer: dataAnswerSchema(diagnosisSchema),
  },
  diagnosisDetail: {
    method: 'GET',
    path: '/ad_diagnosis',
    payload: diagnosisDetailPayloadSchema,
    answer: dataAnswerSchema(diagnosisSchema),
  },
  diagnosisList: {
    method: 'GET',
    path: '/ad_diagnosis_list',
    payload: diagnosisListPayloadSchema,
    answer: dataAnswerSchema(diagnosisListSchema),
  },
  diagnosisCampaigns: {
    method: 'GET',
    path: '/diagnosis_campaigns',
    payload: diagnosisCampaignsPayloadSchema,
    answer: dataAnswerSchema(diagnosisCampaignsSchema),
  },
  diagnosisUpload: {
    method: 'POST',
    path: '/ad_diagnose_upload',
    payload: diagnosisUploadPayloadSchema,
    answer: dataAnswerSchema(diagnosisUploadSchema),
    retrySafe: true,
  },
});
